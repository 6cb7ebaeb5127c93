// Order profit (docs/finance.md): a contract's quoted amount less every cost the app knows of it,
// each part from an estimate, an actual record or both, saying which it used. Money in integer
// fen throughout: the parts are sums of integers, nothing is rounded.
//
//   materials     estimate: the BOM's material lines (profiles, glass, hardware) at catalogue price
//                 actual:   the warehouse's pick-outs for the contract less its returns, at the
//                           cost the stock ledger recorded (reversals included)
//   other costs   estimate: the BOM's cost lines (the series' cost formulas: packing, outsourced
//                           processing, overhead…)
//   wages         estimate: the BOM's wage lines (the series' wage formulas)
//                 actual:   the workshop's wage links of the contract's production units
//   expenditures  actual:   the ledger's expenditures tied to the contract (reversals included)
//
// A part uses its actual figure as soon as one exists (stock was picked for the contract, the
// contract was arranged in the workshop, an expenditure names it), else its estimate. Materials
// while the picking is under way are the one exception: what was picked so far is not yet the
// job's cost, so the larger of the two counts until every line of the pick list is picked.

/** Stock operation types whose lines carry a contract's material cost: return-in, pick-out, supplementary out. */
export const CONTRACT_STOCK_TYPES = [2, 4, 5] as const;
const PICK_OUT_TYPES: readonly number[] = [4, 5];

export type ProfitCostRows = {
  /** The contract's quoted amount (fen). */
  readonly quoted: number;
  /** Per costed order, its BOM's totals (fen): material lines, cost lines, wage lines. */
  readonly bom: readonly { readonly material: number; readonly cost: number; readonly wage: number }[];
  /**
   * The contract's stock ledger lines, signed as stored: a pick-out's value is negative, a
   * return's positive, a reversal the opposite of what it reverses. Other types are ignored.
   */
  readonly stock: readonly { readonly type: number; readonly valueFen: number }[];
  /** The contract's production units, each its wage per workshop link (fen). */
  readonly units: readonly Readonly<Record<string, number>>[];
  /** The ledger's expenditures tied to the contract, signed as stored (negative; a reversal positive). */
  readonly expenditures: readonly { readonly amount: number }[];
  /** Every line of the contract's pick list is picked (the warehouse's picking status "picked"). */
  readonly pickingDone: boolean;
};

export type CostBasis = "estimate" | "actual";

export type CostPart = {
  /** fen from the BOM; null when the part has no estimate. */
  readonly estimate: number | null;
  /** fen from the records (stock, workshop, ledger); null when none exists yet. */
  readonly actual: number | null;
  /** Which figure the profit counts (null: neither exists, nothing counted). */
  readonly used: CostBasis | null;
  /** The fen counted: the used figure, or 0. */
  readonly amount: number;
};

export type OrderProfit = {
  readonly quoted: number;
  readonly materials: CostPart;
  readonly otherCosts: CostPart;
  readonly wages: CostPart;
  readonly expenditures: CostPart;
  /** The sum of the parts' amounts (fen). */
  readonly cost: number;
  /** quoted − cost (fen; negative for a loss) */
  readonly profit: number;
  /** profit ÷ quoted, as a fraction (0.25 = 25 %); null when nothing was quoted. */
  readonly margin: number | null;
};

function part(estimate: number | null, actual: number | null): CostPart {
  if (actual !== null) return { estimate, actual, used: "actual", amount: actual };
  if (estimate !== null) return { estimate, actual, used: "estimate", amount: estimate };
  return { estimate, actual, used: null, amount: 0 };
}

/**
 * Materials: the picked stock once the picking is done; while it is under way, the larger of the
 * picked stock and the BOM's estimate (a half-picked job has not cost less than its BOM).
 */
function materialsPart(estimate: number | null, actual: number | null, pickingDone: boolean): CostPart {
  if (actual !== null && estimate !== null && !pickingDone && actual < estimate)
    return { estimate, actual, used: "estimate", amount: estimate };
  return part(estimate, actual);
}

// Starts at +0, so a sum of negated zeros is 0, not −0.
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function orderProfit(rows: ProfitCostRows): OrderProfit {
  const hasBom = rows.bom.length > 0;
  const stock = rows.stock.filter((l) => (CONTRACT_STOCK_TYPES as readonly number[]).includes(l.type));
  // Picked: at least one pick-out line (a return alone is not a pick). What the contract took
  // out of stock is minus the lines' value: pick-outs are negative, returns positive.
  const picked = stock.some((l) => PICK_OUT_TYPES.includes(l.type));
  const materials = materialsPart(
    hasBom ? sum(rows.bom.map((b) => b.material)) : null,
    picked ? sum(stock.map((l) => -l.valueFen)) : null,
    rows.pickingDone,
  );
  const otherCosts = part(hasBom ? sum(rows.bom.map((b) => b.cost)) : null, null);
  const wages = part(
    hasBom ? sum(rows.bom.map((b) => b.wage)) : null,
    rows.units.length > 0 ? sum(rows.units.map((u) => sum(Object.values(u)))) : null,
  );
  const expenditures = part(
    null,
    rows.expenditures.length > 0 ? sum(rows.expenditures.map((e) => -e.amount)) : null,
  );
  const cost = materials.amount + otherCosts.amount + wages.amount + expenditures.amount;
  const profit = rows.quoted - cost;
  return {
    quoted: rows.quoted,
    materials,
    otherCosts,
    wages,
    expenditures,
    cost,
    profit,
    margin: rows.quoted > 0 ? profit / rows.quoted : null,
  };
}
