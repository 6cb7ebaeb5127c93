import { expect } from "vitest";
import { type CuttingInput, checkPlan, optimizeCutting } from "./index.ts";

// The optimizer as the cutting tests call it: its time limit on the wall clock, as the server
// hands it in, and every plan it answers checked against its input.

// biome-ignore lint/plugin: a test stands in for the caller that hands core its clock
export const clock = () => Date.now();

/** The plan for `input`; throws on refused input, fails the test on a plan that does not check. */
export function solve(input: CuttingInput) {
  const r = optimizeCutting(input, { now: clock });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  expect(checkPlan(input, r.value)).toEqual([]);
  return r.value;
}
