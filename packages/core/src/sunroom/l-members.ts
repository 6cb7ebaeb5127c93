// The L's valley members (docs/sunroom.md "L-shaped footprint and its valley"): the valley rafter
// from the inner corner up to the second wing's ridge, and the valley jack rafters from it up to a
// ridge or hip, as members of the structure (members.ts), so the sunroom series' rows cut and
// price them as any other member (the valley's row: ROLE 'valley').
import { type LShape, lValley, lValleyJacks } from "./l-roof.ts";
import type { Member } from "./members.ts";
import type { P3 } from "./roof.ts";

/** The valley rafter and its jacks over an L with eaves at `eaveHeight`, pitch `pitch`°, jacks at most `spacing` apart. */
export function lValleyMembers(l: LShape, eaveHeight: number, pitch: number, spacing: number): Member[] {
  const v = lValley(l, eaveHeight, pitch);
  const tan = Math.tan((pitch * Math.PI) / 180);
  const valley: Member = {
    id: "valley",
    kind: "valley",
    from: [v.from[0], v.from[1], v.fromZ],
    to: [v.to[0], v.to[1], v.toZ],
    length: v.trueLength,
    // plumb at the valley's own slope; 45° in plan where it meets the two ring beams and the ridge
    cuts: [
      { plumb: v.pitch, plan: 45 },
      { plumb: v.pitch, plan: 45 },
    ],
  };
  const jacks = lValleyJacks(l, pitch, spacing).map((j): Member => {
    // a jack's foot is on the valley, j.run below its top in plan
    const footZ =
      eaveHeight + tan * (j.plane === "wingB-right" ? v.from[0] - j.foot[0] : v.from[1] - j.foot[1]);
    const from: P3 = [j.foot[0], j.foot[1], footZ];
    const to: P3 = [j.top[0], j.top[1], footZ + tan * j.run];
    return {
      id: j.id,
      kind: "rafter",
      from,
      to,
      length: j.length,
      // plumb at the pitch; 45° in plan against the valley, and against a hip (wing A) at the top
      cuts: [
        { plumb: pitch, plan: 45 },
        { plumb: pitch, plan: j.plane === "wingA-front" ? 45 : 0 },
      ],
      span: j.length,
    };
  });
  return [valley, ...jacks];
}
