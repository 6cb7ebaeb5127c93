// The safety-glass zones (docs/safety-glass.md): which panes of a layout must be toughened or
// laminated, by a table of rules with their sources. Lengths mm above the finished floor, areas m².
import type { Layout, LayoutFill, LayoutFrame, LayoutSash, Point } from "../design/layout-types.ts";
import { isDoorKind } from "../design/sill-height.ts";

/** A pane lower than this above the floor is in the low zone, mm (BS 6262-4 / Approved Document K: 800). */
export const LOW_ZONE_MM = 800;
/** A door's side zone reaches this high above the floor, mm (BS 6262-4 / ADK: 1500). */
export const DOOR_SIDE_HEIGHT_MM = 1500;
/** … and this far either side of the door leaf, mm (BS 6262-4 / ADK: 300). */
export const DOOR_SIDE_WIDTH_MM = 300;
/** A pane larger than this is a large pane, m² (发改运行〔2003〕2116号 §6(二), JGJ 113: 1.5). */
export const LARGE_PANE_M2 = 1.5;

export const safetyRules = ["door", "doorSide", "low", "large"] as const;
export type SafetyRule = (typeof safetyRules)[number];

/** What a rule reads of one pane. */
export interface PaneSite {
  readonly fill: LayoutFill;
  readonly frame: LayoutFrame;
  /** The sash the pane sits in, if any. */
  readonly sash: LayoutSash | undefined;
  /** The door leaves of its frame. */
  readonly doors: readonly LayoutSash[];
  /** Height of the pane's lowest visible point above the floor, mm. */
  readonly lowerEdge: number;
}

const boxOf = (points: readonly Point[]) => {
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, x1, y1 };
};

/** Horizontal gap between a pane and a door leaf, mm (0 when they overlap in plan). */
function gapTo(fill: LayoutFill, door: LayoutSash): number {
  const a = boxOf(fill.polygon);
  const b = boxOf(door.polygon);
  return Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
}

/** The rule table: each rule, the zone it marks, and where it comes from (docs/safety-glass.md). */
export const SAFETY_RULE_TABLE: Readonly<
  Record<SafetyRule, { readonly source: string; readonly applies: (p: PaneSite) => boolean }>
> = {
  // every pane of a door leaf, at any height
  door: {
    source: "JGJ 113-2015 §7.1 (door glass); 发改运行〔2003〕2116号 §6; BS 6262-4 / ADK K4",
    applies: (p) => p.sash !== undefined && isDoorKind(p.sash.openType),
  },
  // a side light of a door: within 300 mm of the leaf and below 1500 mm
  doorSide: {
    source: "BS 6262-4 §6 / Approved Document K, diagram 4.1 (0–1500 mm, 300 mm either side)",
    applies: (p) =>
      (p.sash === undefined || !isDoorKind(p.sash.openType)) &&
      p.lowerEdge < DOOR_SIDE_HEIGHT_MM &&
      p.doors.some((d) => gapTo(p.fill, d) <= DOOR_SIDE_WIDTH_MM),
  },
  // a low pane people may walk into (the Chinese 500 mm floor-window rule lies inside it)
  low: {
    source:
      "BS 6262-4 / Approved Document K (lower edge under 800 mm); 发改运行〔2003〕2116号 §6(二) (under 500 mm)",
    applies: (p) => p.lowerEdge < LOW_ZONE_MM,
  },
  // a large pane at any height
  large: {
    source: "发改运行〔2003〕2116号 §6(二); JGJ 113-2015 (annealed glass over 1.5 m²)",
    applies: (p) => p.fill.area > LARGE_PANE_M2,
  },
};

/** A pane in a safety zone and the rules that put it there. */
export interface SafetyZonePane {
  readonly fillId: string;
  readonly frameId: string;
  readonly rules: readonly SafetyRule[];
  /** Height of its lowest visible point above the floor, mm. */
  readonly lowerEdge: number;
}

/**
 * Every glass pane of the layout (of one frame, when `frameId` is given) that lies in a safety
 * zone, with its rules, in layout order.
 */
export function safetyZones(layout: Layout, frameId?: string): SafetyZonePane[] {
  const out: SafetyZonePane[] = [];
  for (const fill of layout.fills) {
    if (fill.kind !== "glass" || (frameId !== undefined && fill.frameId !== frameId)) continue;
    const frame = layout.frames.find((f) => f.id === fill.frameId);
    if (!frame) continue;
    const sashes = layout.sashes.filter((s) => s.frameId === frame.id);
    const site: PaneSite = {
      fill,
      frame,
      sash: sashes.find((s) => s.id === fill.sashId),
      doors: sashes.filter((s) => isDoorKind(s.openType)),
      // the frame's bottom is at y + height on the canvas (y grows downward)
      lowerEdge: frame.sillHeight + frame.y + frame.height - boxOf(fill.polygon).y1,
    };
    const rules = safetyRules.filter((r) => SAFETY_RULE_TABLE[r].applies(site));
    if (rules.length > 0)
      out.push({
        fillId: fill.id,
        frameId: frame.id,
        rules,
        lowerEdge: Math.round(site.lowerEdge * 10) / 10,
      });
  }
  return out;
}
