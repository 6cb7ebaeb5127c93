// Order profit: a contract's quoted amount less the cost its series' cost formulas give (the
// BOM's cost lines) and the wages its wage formulas give. Money in integer fen.

export type OrderProfit = {
  readonly quoted: number;
  readonly cost: number;
  readonly wages: number;
  /** quoted − cost − wages (fen; negative for a loss) */
  readonly profit: number;
  /** profit ÷ quoted, as a fraction (0.25 = 25 %); null when nothing was quoted. */
  readonly margin: number | null;
};

export function orderProfit(quotedFen: number, costFen: number, wagesFen: number): OrderProfit {
  const profit = quotedFen - costFen - wagesFen;
  return {
    quoted: quotedFen,
    cost: costFen,
    wages: wagesFen,
    profit,
    margin: quotedFen > 0 ? profit / quotedFen : null,
  };
}
