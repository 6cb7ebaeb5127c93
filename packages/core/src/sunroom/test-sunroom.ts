// Fixtures for the sunroom tests and bench.

import { DEFAULT_GLASS } from "../commands/defaults.ts";
import type { Region } from "../design/model.ts";
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

/** A door leaf (hinged left, opening inward, glazed): the facet tests' door. */
export const DOOR_LEAF: Region = {
  kind: "sash",
  id: "S1",
  openType: "door",
  hingeSide: "left",
  opening: "inward",
  hinge: { type: "", count: 3 },
  handle: { type: "", offset: 0 },
  lock: null,
  inner: { kind: "fill", id: "G2", fill: DEFAULT_GLASS },
};

/** A facet split 1000 from its left: the door leaf, then a fixed light. */
export const DOOR_BESIDE_LIGHT: Region = {
  kind: "split",
  id: "R1",
  direction: "vertical",
  mullions: [{ id: "M1", position: 1000 }],
  children: [DOOR_LEAF, { kind: "fill", id: "G3", fill: DEFAULT_GLASS }],
};
