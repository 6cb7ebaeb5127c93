// The three demo series shipped as seed data (also written to docs/examples/*.series.json).
import { type Series, seriesSchema } from "../schema.ts";
import { aluCasementSeries } from "./alu-casement.ts";
import { aluSlidingSeries } from "./alu-sliding.ts";
import { upvcCasementSeries } from "./upvc-casement.ts";

export { aluCasementSeries, aluSlidingSeries, upvcCasementSeries };

/** File stem under docs/examples/ → series (parsed, defaults applied). */
export const DEMO_SERIES: Readonly<Record<string, Series>> = {
  "alu-tb60-casement": seriesSchema.parse(aluCasementSeries),
  "alu-sl90-sliding": seriesSchema.parse(aluSlidingSeries),
  "upvc-60-casement": seriesSchema.parse(upvcCasementSeries),
};
