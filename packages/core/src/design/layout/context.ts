import type { Box, Outline } from "../../geometry/outline.ts";
import type { Layout, MemberRole } from "../layout-types.ts";
import type { Frame } from "../model.ts";
import type { PartType, SeriesGeometry } from "../series-geometry.ts";

/** What a region is laid out in: the inner outline of the ring around it, cut down to a box. */
export type RegionContext = {
  frame: Frame;
  geometry: SeriesGeometry;
  /** Inner (visible) outline of the nearest ring around the region: the frame or a sash. Frame mm. */
  outline: Outline;
  /** The region's share of that outline, between mullions. Frame mm. */
  box: Box;
  /** Owning sash / panel / leaf id, or null directly in the frame. */
  sashId: string | null;
  /** Profile code of the ring around the region (frame or sash), for join-table look-ups. */
  surroundCode: string;
  /**
   * Profile code of the bar (mullion, transom, sash bar) that bounds `box` on each side, or
   * null where the ring does: a sash or glass edge against a mullion reads that pair's join row.
   */
  sides: BoxSides;
};

export type BoxSides = { x0: string | null; x1: string | null; y0: string | null; y1: string | null };
export const RING_SIDES: BoxSides = { x0: null, x1: null, y0: null, y1: null };

/** What the members a bar or a ring lays out are: their role, part and profile, and whose they are. */
export type MemberSpec = {
  role: MemberRole;
  partType: PartType;
  profileCode: string;
  frameId: string;
  sashId: string | null;
  regionId: string;
  /** Canvas offset of the frame, mm. */
  dx: number;
  dy: number;
};

/** The layout being built, plus per-frame counters. */
export type LayoutSink = Layout & {
  counts: { mullions: number; sashes: number; tracks: number };
  /** Visible outline of each fill region (frame mm), for decoration bars. */
  daylights: Map<string, Outline>;
  /** Where each region was laid out (frame mm): for commands that need a region's extent. */
  regions: Map<string, RegionPlace>;
};

/** A sink nothing has been laid out into yet. */
export const emptySink = (): LayoutSink => ({
  frames: [],
  members: [],
  openings: [],
  sashes: [],
  fills: [],
  counts: { mullions: 0, sashes: 0, tracks: 0 },
  daylights: new Map(),
  regions: new Map(),
});

export type RegionPlace = { frameId: string; outline: Outline; box: Box; sashId: string | null };
