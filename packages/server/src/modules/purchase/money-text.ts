// The providers write amounts in yuan with two decimals (Alipay's total_amount); we keep fen.

/** "19.80" → 1980; null for anything that is not a plain non-negative amount of at most 2 decimals. */
export function yuanTextToFen(text: unknown): number | null {
  if (typeof text !== "string" || !/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, part = ""] = text.split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

/** 1980 → "19.80". */
export function fenToYuanText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
}
