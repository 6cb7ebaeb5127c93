import type { Bom, BomLine, MoneyLine } from "@fenestra/core/bom/index";

// Numbers as the BOM tables show them: lengths mm, areas m² (3 decimals), weights kg
// (2 decimals), money in yuan with 2 decimals (core's formatYuan; stored in fen, DESIGN.md §2).

export function decimals(value: number, digits: number): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

export const MONEY_CATEGORIES = ["quote", "cost", "wage", "retailQuote"] as const;
export type MoneyCategory = (typeof MONEY_CATEGORIES)[number];

export function moneyOf(bom: Bom, category: MoneyCategory): MoneyLine[] {
  return bom.money.filter((l) => l.category === category);
}

/** A stable row key for a merged line (its identity of docs/bom.md "Merging"). */
export function lineKey(line: BomLine, index: number): string {
  switch (line.category) {
    case "profile":
      // a piece whose end is an acute joint cut square is not the twin of one mitred at that end
      return `p|${line.code}|${line.name}|${line.colour}|${line.length}|${line.angleA}|${line.angleB}|${line.optimize}|${(line.acuteEnds ?? []).map((a) => `${a.end}${a.style}${a.joint}`).join(",")}`;
    case "glass":
      return `g|${line.spec}|${line.name}|${line.width}|${line.height}`;
    case "addon":
      return `a|${line.code}|${line.name}|${line.colour}|${line.unitPrice}`;
    case "hole":
      return `h|${line.process}|${line.code}|${line.name}`;
    default:
      return `m|${line.category}|${line.name}|${line.unitPrice}|${index}`;
  }
}

/** Amount of a list of lines, fen. */
export function sumAmount(lines: readonly { amount: number }[]): number {
  return lines.reduce((sum, l) => sum + l.amount, 0);
}
