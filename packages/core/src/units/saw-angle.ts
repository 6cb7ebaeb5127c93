// End-cut angles as the saw is set to them: a BOM's formulas give any degrees (67.380135…);
// the saw is set in steps (whole degrees, halves, …), the company's setting. The one formatter
// of angles for the web app, the documents, the workbooks and the labels.
import { z } from "zod";
import type { AcuteEnd } from "../bom/types.ts";

/** The steps a company's saws set an angle in, degrees. */
export const SAW_ANGLE_STEPS = [1, 0.5, 0.1, 0.01] as const;
export type SawAngleStep = (typeof SAW_ANGLE_STEPS)[number];
export const DEFAULT_SAW_ANGLE_STEP: SawAngleStep = 0.5;

export const sawAngleStepSchema = z.union(
  SAW_ANGLE_STEPS.map((step) => z.literal(step)) as unknown as [
    z.ZodLiteral<SawAngleStep>,
    ...z.ZodLiteral<SawAngleStep>[],
  ],
  { error: "validation.saw_angle_step_invalid" },
);

const decimalsOf = (step: SawAngleStep) => (step >= 1 ? 0 : step >= 0.1 ? 1 : 2);

/**
 * An angle in degrees rounded to the nearest step of the saw (half a step up): 67.38° is 67.5°
 * in halves, 67.4° in tenths. Float noise of the formulas (22.4499999…) does not tip it.
 */
export function sawAngle(degrees: number, step: SawAngleStep): number {
  const steps = Math.round(Number((degrees / step).toFixed(6)));
  return Number((steps * step).toFixed(decimalsOf(step)));
}

/** An angle as printed: the saw's setting with the degree sign, no trailing zeros: "45°", "67.5°". */
export function formatAngle(degrees: number, step: SawAngleStep): string {
  return `${sawAngle(degrees, step)}°`;
}

/**
 * A piece's two end angles as printed: "45° / 67.5°"; nothing for a piece that names none. An end
 * too acute to mitre (`acuteEnds`, cut square on a cleat) is followed by `note`, the language's
 * words for its joint with the angle it was laid out at: "45° / 90° (butt on cleat, 18° mitre)".
 */
export function formatAngles(
  angles: readonly [number, number] | undefined,
  step: SawAngleStep,
  acuteEnds?: readonly AcuteEnd[],
  note?: AcuteEndNote,
): string {
  if (!angles) return "";
  const end = (angle: number, which: AcuteEnd["end"]) => {
    const acute = note && acuteEnds?.find((a) => a.end === which);
    const cut = formatAngle(angle, step);
    return acute ? `${cut} ${note(acute.style, formatAngle(acute.joint, step))}` : cut;
  };
  return `${end(angles[0], "A")} / ${end(angles[1], "B")}`;
}

/** A language's words for an acute end: its joint style and the laid-out angle ("18°"). */
export type AcuteEndNote = (style: AcuteEnd["style"], joint: string) => string;
