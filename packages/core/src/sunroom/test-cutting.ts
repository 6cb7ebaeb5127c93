// The sunroom tests' cutting check, shared by the rectangle's and the L's BOM tests.
import { expect } from "vitest";
import type { Bom } from "../bom/types.ts";
import { checkPlan } from "../cutting/plan/checkPlan.ts";
import type { SawSettings } from "../cutting/settings.ts";
import { sunroomCutting, sunroomCuttingGroups } from "./cutting.ts";

/**
 * Cuts `bom` with `sawOf` and checks that every profile line marked for the optimizer has its
 * plan (profile and colour) and that each plan holds (checkPlan); answers the plans.
 */
export function expectCheckedCutting(bom: Bom, sawOf: (code: string) => SawSettings) {
  let t = 0;
  const groups = sunroomCuttingGroups(bom, sawOf);
  const plans = sunroomCutting(bom, sawOf, { now: () => t++ });
  const codes = new Set(bom.profiles.filter((l) => l.optimize).map((l) => `${l.code}|${l.colour}`));
  expect(new Set(plans.map((p) => `${p.profile}|${p.color}`))).toEqual(codes);
  plans.forEach((p, i) => {
    expect(p.result.ok).toBe(true);
    if (p.result.ok) expect(checkPlan(groups[i]!.input, p.result.value)).toEqual([]);
  });
  return plans;
}
