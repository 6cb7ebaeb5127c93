// Joints too acute to mitre (docs/series.md "Acute joints"): below the series' minimum mitre
// angle a member end is cut square and joined on an angle cleat, butted or coped as the series
// says, never cut as a long, fragile mitre.
import type { LayoutMember, MemberRole } from "../design/layout-types.ts";
import type { Series } from "./schema.ts";

/**
 * The members whose ends are joined to another bar: ring members, mullions and stiles. Beads are
 * clipped into a rebate (no joint to make), decoration and joiners are not cut for the window.
 */
const JOINED: ReadonlySet<MemberRole> = new Set<MemberRole>([
  "frame",
  "mullion",
  "sash",
  "interlock",
  "meetingStile",
  "foldLeaf",
  "slideRail",
]);

/** The cut angles of a member's ends as the saw makes them (degrees), and how many are acute. */
export type MemberCut = { readonly start: number; readonly end: number; readonly acute: 0 | 1 | 2 };

/**
 * How `member`'s ends are cut in `series`: the layout's angles, except that an end of a joined
 * member whose angle is below the series' `acuteJoint.minMitreAngle` is cut square (90°) and
 * counted as acute (one cleat each). A series without the rule cuts every end as laid out.
 */
export function memberCut(
  member: Pick<LayoutMember, "role" | "startAngle" | "endAngle">,
  series: Pick<Series, "acuteJoint">,
): MemberCut {
  const min = series.acuteJoint?.minMitreAngle;
  if (min === undefined || !JOINED.has(member.role)) {
    return { start: member.startAngle, end: member.endAngle, acute: 0 };
  }
  const startAcute = member.startAngle < min;
  const endAcute = member.endAngle < min;
  return {
    start: startAcute ? 90 : member.startAngle,
    end: endAcute ? 90 : member.endAngle,
    acute: ((startAcute ? 1 : 0) + (endAcute ? 1 : 0)) as 0 | 1 | 2,
  };
}
