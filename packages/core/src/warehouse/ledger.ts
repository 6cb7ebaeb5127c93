// The stock ledger, pure: stock is the sum of ledger lines per item, never below zero; each line
// carries its count change and its value change (fen), so the value at moving-average cost is a
// sum too. An operation is planned against the balances it touches; the server locks those
// balances, plans with this, and writes the lines and the new balances in one transaction.
import { STOCK_OPERATIONS, type StockOperationType } from "./operations.ts";

/**
 * One stocked item: profiles per (material, colour, length in mm), other materials per
 * (material, colour) with length 0.
 */
export type ItemKey = { materialId: number; color: string; length: number };

/** The item's key as one string (maps, sets). */
export const itemKey = (k: ItemKey): string => `${k.materialId}\u0000${k.color}\u0000${k.length}`;

/**
 * The one fixed order of items: balances are locked in this order, so two operations touching
 * the same items wait for each other instead of deadlocking.
 */
export function compareItems(a: ItemKey, b: ItemKey): number {
  if (a.materialId !== b.materialId) return a.materialId - b.materialId;
  if (a.color !== b.color) return a.color < b.color ? -1 : 1;
  return a.length - b.length;
}

/** What is in stock of one item: a count and its value in fen. */
export type Balance = { quantity: number; valueFen: number };
export const EMPTY_BALANCE: Balance = Object.freeze({ quantity: 0, valueFen: 0 });

/** One ledger line: an item, the line's type (8 / 9 for a count's differences), the changes. */
export type LedgerLine = ItemKey & {
  type: StockOperationType;
  /** Signed change of the count. */
  delta: number;
  /** Signed change of the value, fen. */
  valueFen: number;
  /** Unit cost the line moved at, fen. */
  unitCostFen: number;
  /** For an inventory count: what was counted. */
  counted: number | null;
  /** The count after this line. */
  balanceAfter: number;
};

/** Balance per item as the sum of the lines (the definition of stock). */
export function balancesOf(lines: Iterable<Pick<LedgerLine, keyof ItemKey | "delta" | "valueFen">>) {
  const out = new Map<string, Balance>();
  for (const l of lines) {
    const k = itemKey(l);
    const b = out.get(k) ?? EMPTY_BALANCE;
    out.set(k, { quantity: b.quantity + l.delta, valueFen: b.valueFen + l.valueFen });
  }
  return out;
}

/** Moving-average unit cost, fen (rounded to the fen); null with nothing in stock. */
export function averageCostFen(b: Balance): number | null {
  return b.quantity > 0 ? Math.round(b.valueFen / b.quantity) : null;
}

/** The value leaving with `count` of `b` at moving-average cost (all of it when all leaves). */
export function valueTaken(b: Balance, count: number): number {
  if (count >= b.quantity) return b.valueFen;
  return Math.round((b.valueFen * count) / b.quantity);
}

/** One line of an operation form. For an inventory count (7) `count` is what was counted. */
export type LineInput = ItemKey & { count: number; costFen?: number | null };

export type PlanRefusal =
  /** An out line larger than the stock (SPEC §8 "count out of stock"); `available`: the item's stock before the operation. */
  | { code: "out_of_stock"; line: number; available: number }
  /** The same item counted twice in one inventory. */
  | { code: "duplicate_item"; line: number }
  /**
   * A return-in larger than what its contract picked of the item and has not returned yet;
   * `returnable`: what was left to return before this line.
   */
  | { code: "more_than_picked"; line: number; returnable: number };

export type Plan =
  | { ok: true; lines: LedgerLine[]; balances: Map<string, Balance> }
  | { ok: false; refusal: PlanRefusal };

/**
 * Plans one operation of `type` from its form lines against the current balances of the items it
 * touches (missing: nothing in stock). In-lines add `count` at the line's cost (or `fallbackCost`
 * when none is given); out-lines take `count` at moving-average cost and are refused when larger
 * than the stock; an inventory count (7) makes an inventory-surplus (8) line for more than the
 * stock, an inventory-loss (9) line for less, and a 7 line recording the count when equal.
 * Lines of one item apply in turn. Pure: the balances passed in are not changed.
 *
 * `returnable`, given for a contract's return-in (2): per item, what the contract may still bring
 * back (what it picked less what it returned, returnableOf); a line beyond it is refused.
 */
export function planOperation(
  type: StockOperationType,
  inputs: readonly LineInput[],
  current: ReadonlyMap<string, Balance>,
  fallbackCost: (item: ItemKey) => number,
  returnable?: ReadonlyMap<string, number>,
): Plan {
  const rule = STOCK_OPERATIONS[type];
  const balances = new Map(current);
  const left = new Map(returnable);
  const lines: LedgerLine[] = [];
  const counted = new Set<string>();
  for (const [i, input] of inputs.entries()) {
    const key = itemKey(input);
    const b = balances.get(key) ?? EMPTY_BALANCE;
    const item: ItemKey = { materialId: input.materialId, color: input.color, length: input.length };
    let line: Omit<LedgerLine, "balanceAfter">;
    if (rule.direction === 0) {
      if (counted.has(key)) return { ok: false, refusal: { code: "duplicate_item", line: i } };
      counted.add(key);
      const diff = input.count - b.quantity;
      if (diff > 0) {
        const unit = input.costFen ?? averageCostFen(b) ?? fallbackCost(item);
        line = {
          ...item,
          type: 8,
          delta: diff,
          valueFen: diff * unit,
          unitCostFen: unit,
          counted: input.count,
        };
      } else if (diff < 0) {
        const value = valueTaken(b, -diff);
        line = {
          ...item,
          type: 9,
          delta: diff,
          valueFen: -value,
          unitCostFen: unitOf(value, -diff),
          counted: input.count,
        };
      } else {
        line = {
          ...item,
          type: 7,
          delta: 0,
          valueFen: 0,
          unitCostFen: averageCostFen(b) ?? 0,
          counted: input.count,
        };
      }
    } else if (rule.direction > 0) {
      if (returnable && type === 2) {
        const may = Math.max(0, left.get(key) ?? 0);
        if (input.count > may)
          return { ok: false, refusal: { code: "more_than_picked", line: i, returnable: may } };
        left.set(key, may - input.count);
      }
      const unit = input.costFen ?? averageCostFen(b) ?? fallbackCost(item);
      line = {
        ...item,
        type,
        delta: input.count,
        valueFen: input.count * unit,
        unitCostFen: unit,
        counted: null,
      };
    } else {
      if (input.count > b.quantity)
        return {
          ok: false,
          refusal: { code: "out_of_stock", line: i, available: (current.get(key) ?? EMPTY_BALANCE).quantity },
        };
      const value = valueTaken(b, input.count);
      line = {
        ...item,
        type,
        delta: -input.count,
        valueFen: -value,
        unitCostFen: unitOf(value, input.count),
        counted: null,
      };
    }
    const next = { quantity: b.quantity + line.delta, valueFen: b.valueFen + line.valueFen };
    balances.set(key, next);
    lines.push({ ...line, balanceAfter: next.quantity });
  }
  return { ok: true, lines, balances };
}

/**
 * The lines that undo an operation's lines (a mistake is corrected by a reversing operation, never
 * by editing the ledger): each count change negated, refused when the stock has gone meanwhile.
 * An in-line's value comes back out at most to what is left; at zero stock the value is zero.
 */
export function planReversal(original: readonly LedgerLine[], current: ReadonlyMap<string, Balance>): Plan {
  const balances = new Map(current);
  const lines: LedgerLine[] = [];
  for (const [i, l] of original.entries()) {
    const key = itemKey(l);
    const b = balances.get(key) ?? EMPTY_BALANCE;
    const delta = -l.delta;
    if (b.quantity + delta < 0)
      return { ok: false, refusal: { code: "out_of_stock", line: i, available: b.quantity } };
    let valueFen = -l.valueFen;
    if (b.quantity + delta === 0) valueFen = -b.valueFen;
    else if (b.valueFen + valueFen < 0) valueFen = -b.valueFen;
    const next = { quantity: b.quantity + delta, valueFen: b.valueFen + valueFen };
    balances.set(key, next);
    lines.push({
      materialId: l.materialId,
      color: l.color,
      length: l.length,
      type: l.type,
      delta,
      valueFen,
      unitCostFen: l.unitCostFen,
      counted: null,
      balanceAfter: next.quantity,
    });
  }
  return { ok: true, lines, balances };
}

/**
 * What a contract may still return per item: the count of its pick-out (4) and supplementary-out
 * (5) lines less its return-in (2) lines, reversals included (they carry the type and the negated
 * count), plus what its confirmed plan sends back to the stock as bars of another length
 * (`backToStock`, per item). Never below zero.
 */
export function returnableOf(
  lines: Iterable<ItemKey & { type: number; delta: number }>,
  backToStock: ReadonlyMap<string, number> = new Map(),
): Map<string, number> {
  const out = new Map(backToStock);
  for (const l of lines) {
    if (l.type !== 4 && l.type !== 5 && l.type !== 2) continue;
    const k = itemKey(l);
    out.set(k, (out.get(k) ?? 0) - l.delta);
  }
  for (const [k, n] of out) if (n < 0) out.set(k, 0);
  return out;
}

const unitOf = (value: number, count: number) => (count > 0 ? Math.round(value / count) : 0);

/** Whether a balance is below its warning threshold (a threshold of 0 never warns). */
export const belowThreshold = (quantity: number, threshold: number) => threshold > 0 && quantity < threshold;

/** For material preparation: per item, the shortage of stock against what is needed (0 when enough). */
export const shortageOf = (needed: number, inStock: number) => Math.max(0, needed - inStock);
