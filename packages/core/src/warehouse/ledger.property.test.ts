// Random operation sequences against the pure ledger: the balance is the sum of the lines, it is
// never negative, a refused operation changes nothing, and a count produces exactly the difference.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balancesOf,
  EMPTY_BALANCE,
  itemKey,
  type LedgerLine,
  planOperation,
  planReversal,
} from "./ledger.ts";
import { FORM_OPERATION_TYPES, STOCK_OPERATIONS } from "./operations.ts";

const items = [
  { materialId: 1, color: "white", length: 6000 },
  { materialId: 1, color: "white", length: 5800 },
  { materialId: 1, color: "grey", length: 6000 },
  { materialId: 2, color: "", length: 0 },
];

const lineArb = fc.record({
  item: fc.constantFrom(...items),
  count: fc.integer({ min: 0, max: 30 }),
  costFen: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});
const opArb = fc.oneof(
  fc.record({
    kind: fc.constant("form" as const),
    type: fc.constantFrom(...FORM_OPERATION_TYPES),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant("reverse" as const), which: fc.nat() }),
);

describe("ledger properties", () => {
  it("balance = sum of lines, never negative, value never negative, counts land exactly", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const ledger: LedgerLine[] = [];
        const operations: LedgerLine[][] = [];
        let running = new Map(balancesOf([]));
        for (const op of ops) {
          const before = balancesOf(ledger);
          let plan: ReturnType<typeof planOperation>;
          let inputs: {
            materialId: number;
            color: string;
            length: number;
            count: number;
            costFen: number | null;
          }[] = [];
          if (op.kind === "reverse") {
            const target = operations[op.which % Math.max(1, operations.length)];
            if (!target) continue;
            plan = planReversal(target, before);
          } else {
            inputs = op.lines
              .map((l) => ({ ...l.item, count: l.count, costFen: l.costFen }))
              .filter((l) => STOCK_OPERATIONS[op.type].direction === 0 || l.count > 0);
            plan = planOperation(op.type, inputs, before, () => 100);
          }
          if (!plan.ok) {
            // refused: it would have gone below zero (or counted an item twice)
            if (plan.refusal.code === "out_of_stock")
              expect(plan.refusal.available).toBeGreaterThanOrEqual(0);
            continue;
          }
          ledger.push(...plan.lines);
          operations.push(plan.lines);
          running = plan.balances;
          for (const l of plan.lines) expect(l.balanceAfter).toBeGreaterThanOrEqual(0);
          if (op.kind === "form" && STOCK_OPERATIONS[op.type].direction === 0) {
            const after = balancesOf(ledger);
            for (const input of inputs) expect(after.get(itemKey(input))?.quantity ?? 0).toBe(input.count);
            const diff = plan.lines.reduce((s, l) => s + l.delta, 0);
            const expected = inputs.reduce(
              (s, i) => s + i.count - (before.get(itemKey(i)) ?? EMPTY_BALANCE).quantity,
              0,
            );
            expect(diff).toBe(expected);
          }
        }
        const summed = balancesOf(ledger);
        for (const [key, b] of running) {
          const s = summed.get(key) ?? EMPTY_BALANCE;
          expect(s).toEqual(b);
          expect(b.quantity).toBeGreaterThanOrEqual(0);
          expect(b.valueFen).toBeGreaterThanOrEqual(0);
          if (b.quantity === 0) expect(b.valueFen).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
