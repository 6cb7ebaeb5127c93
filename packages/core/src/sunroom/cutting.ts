// The sunroom's cutting plan (docs/sunroom.md "Cutting"): every optimize-flagged profile line of
// its BOM (structure and facets) cut by the cutting optimizer, one group per profile and colour,
// on the line's own stock length with its series' saw (kerf and trims).
import type { Bom } from "../bom/types.ts";
import { type GroupPlan, groupPieces, optimizeGroup } from "../cutting/groupPieces.ts";
import type { CuttingInput, PieceInput } from "../cutting/input/schema.ts";
import type { OptimizeOptions } from "../cutting/optimizeCutting.ts";
import type { SawSettings } from "../cutting/settings.ts";

/** The pieces of `bom`'s profile lines, and the stock length and saw of each profile code. */
export function sunroomCuttingGroups(bom: Bom, sawOf: (code: string) => SawSettings) {
  const pieces: PieceInput[] = [];
  const stockOf = new Map<string, number>();
  bom.profiles.forEach((line, k) => {
    if (!line.optimize || line.count <= 0 || line.length <= 0) return;
    stockOf.set(line.code, Math.max(stockOf.get(line.code) ?? 0, line.stockLength));
    const piece: PieceInput = {
      id: `${line.code}/${k + 1}`,
      length: line.length,
      count: line.count,
      profile: line.code,
      color: line.colour,
    };
    if (line.angleA > 0 && line.angleA <= 90 && line.angleB > 0 && line.angleB <= 90)
      piece.angles = [line.angleA, line.angleB];
    pieces.push(piece);
  });
  if (pieces.length === 0) return [];
  const input: CuttingInput = { stock: [{ length: 6000 }], pieces };
  return groupPieces(input).map((g) => ({
    ...g,
    input: { ...g.input, stock: [{ length: stockOf.get(g.profile) ?? 6000 }], ...sawOf(g.profile) },
  }));
}

/** Every group optimized in turn (the server runs them on its worker pool instead). */
export function sunroomCutting(
  bom: Bom,
  sawOf: (code: string) => SawSettings,
  options: OptimizeOptions,
): GroupPlan[] {
  return sunroomCuttingGroups(bom, sawOf).map((g) => optimizeGroup(g, options));
}
