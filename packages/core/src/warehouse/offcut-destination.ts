// Where the offcut of a cut bar goes once its plan is confirmed (the warehouse settings' leftover
// minimum, maximum and step, SPEC §9). Shorter than the minimum it is waste. From the minimum up
// to the maximum it goes to the leftover rack; longer than the maximum it is a bar again and goes
// back to the stock. Either way it is recorded in whole steps above the minimum (min, min + step,
// …), rounded down, so the record is never longer than the piece on the rack.

/** The warehouse settings that sort offcuts, mm. */
export interface OffcutRule {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export type OffcutDestination =
  | { readonly to: "waste" }
  | { readonly to: "leftover" | "stock"; readonly length: number };

/** A company without the warehouse's settings keeps every offcut from `min` up, at its whole mm. */
export const keepEveryOffcut = (min: number): OffcutRule => ({ min, max: Number.POSITIVE_INFINITY, step: 1 });

/**
 * The rule a confirmed plan's offcuts follow: the plan's own leftover minimum, with the warehouse's
 * maximum and step for a company that has the warehouse (else every offcut from the minimum up).
 */
export function offcutRule(
  min: number,
  warehouse: { readonly leftoverMax: number; readonly leftoverStep: number } | undefined,
): OffcutRule {
  return warehouse ? { min, max: warehouse.leftoverMax, step: warehouse.leftoverStep } : keepEveryOffcut(min);
}

export function offcutDestination(offcut: number, rule: OffcutRule): OffcutDestination {
  if (!(offcut >= rule.min)) return { to: "waste" };
  const length = rule.min + Math.floor((offcut - rule.min) / rule.step) * rule.step;
  if (length <= 0) return { to: "waste" };
  return { to: offcut > rule.max ? "stock" : "leftover", length };
}
