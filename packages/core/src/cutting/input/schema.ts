// The optimizer's input file format (docs/cutting.md). All lengths in millimetres.
import { z } from "zod";

const mm = z.number().finite();
const positiveMm = mm.positive();

export const stockSchema = z.strictObject({
  length: positiveMm,
  count: z.number().int().nonnegative().nullable().optional(),
  cost: z.number().finite().positive().optional(),
});

export const leftoverSchema = z.strictObject({
  id: z.string().min(1),
  length: positiveMm,
  /** Profile code and colour; when grouping, a leftover serves only its own group. */
  profile: z.string().optional(),
  color: z.string().optional(),
});

export const pieceSchema = z.strictObject({
  id: z.string().min(1),
  length: positiveMm,
  count: z.number().int().positive().optional(),
  /** End cut angles in degrees, 90 = square cut, 45 = mitre. */
  angles: z.tuple([z.number().gt(0).lte(90), z.number().gt(0).lte(90)]).optional(),
  /** Profile height in millimetres (the side the mitre runs across). */
  height: positiveMm.optional(),
  label: z.string().optional(),
  /** Profile code and colour: pieces are optimized in groups of equal profile and colour. */
  profile: z.string().optional(),
  color: z.string().optional(),
});

export const cuttingInputSchema = z.strictObject({
  stock: z.array(stockSchema).min(1),
  leftovers: z.array(leftoverSchema).optional(),
  kerf: mm.nonnegative().optional(),
  trimStart: mm.nonnegative().optional(),
  trimEnd: mm.nonnegative().optional(),
  minLeftover: mm.nonnegative().optional(),
  pieces: z.array(pieceSchema).min(1),
  timeLimitMs: z.number().int().positive().max(600_000).optional(),
  /** Lay mitred pieces head-to-tail; default true when some piece has angles and height. */
  nesting: z.boolean().optional(),
});

export type CuttingInput = z.infer<typeof cuttingInputSchema>;
export type PieceInput = z.infer<typeof pieceSchema>;
