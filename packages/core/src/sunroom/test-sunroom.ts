// Fixtures for the sunroom tests and bench.

import { newSunroom } from "./defaults.ts";
import type { RafterSection } from "./loads.ts";
import type { Sunroom } from "./model.ts";

/** A rafter section with round figures for hand arithmetic (I 1.6·10⁶ mm⁴, W 26 700 mm³, aluminium). */
export const TEST_RAFTER: RafterSection = {
  code: "R-TEST",
  inertia: 1_600_000,
  modulus: 26_700,
  elasticity: 70_000,
  strength: 140,
  deflectionLimit: 200,
};

/** The rafters the tests' sunrooms pick from. */
export const TEST_RAFTERS: readonly RafterSection[] = [TEST_RAFTER];

/** The new sunroom (a 4 × 3 m lean-to) without an overhang, changed by `over`. */
export function sunroomOf(over: Partial<Sunroom>): Sunroom {
  return { ...newSunroom("demo-sunroom", "alu-tb60-casement", "white", "R-TEST"), overhang: 0, ...over };
}
