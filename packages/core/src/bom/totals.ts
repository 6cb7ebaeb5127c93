// Order totals from the merged lines (merging never changes them).
import type { AddonLine, BomTotals, GlassLine, MoneyLine, ProfileLine } from "./types.ts";

export function totalsOf(
  profiles: readonly ProfileLine[],
  glass: readonly GlassLine[],
  addons: readonly AddonLine[],
  money: readonly MoneyLine[],
): BomTotals {
  let profileLength = 0;
  let profilePieces = 0;
  let profileWeight = 0;
  let material = 0;
  for (const p of profiles) {
    profileLength += (p.length * p.count) / 1000;
    profilePieces += p.count;
    profileWeight += p.weight;
    material += p.amount;
  }
  let glassArea = 0;
  let glassWeight = 0;
  let glassPieces = 0;
  for (const g of glass) {
    glassArea += g.area;
    glassWeight += g.weight;
    glassPieces += g.count;
    material += g.amount;
  }
  for (const a of addons) material += a.amount;
  const byCategory = { quote: 0, cost: 0, wage: 0, retailQuote: 0 };
  for (const m of money) byCategory[m.category] += m.amount;
  return {
    profileLength,
    profilePieces,
    profileWeight,
    glassArea,
    glassWeight,
    glassPieces,
    material,
    ...byCategory,
  };
}
