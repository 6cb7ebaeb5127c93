// SPEC §9 rounding modes: up, round, down to `digits` decimals, or keep as computed.
import { ceilTo, floorTo, roundTo } from "../formula/functions/math.ts";
import type { RoundingRule } from "../series/schema.ts";

export function applyRounding(x: number, rule: RoundingRule): number {
  switch (rule.mode) {
    case "up":
      return ceilTo(x, rule.digits);
    case "down":
      return floorTo(x, rule.digits);
    case "round":
      return roundTo(x, rule.digits);
    case "keep":
      return x;
  }
}

/** Money in fen is always whole; the rule's mode decides how a fraction of a fen goes. */
export function roundFen(fen: number, rule: RoundingRule): number {
  return applyRounding(fen, { mode: rule.mode === "keep" ? "round" : rule.mode, digits: 0 });
}
