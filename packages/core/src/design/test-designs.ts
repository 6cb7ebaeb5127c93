import {
  type Design,
  emptyDesign,
  type Frame,
  type FrameShape,
  type HingeSide,
  type Region,
  type SashOpenType,
  type SplitRegion,
} from "./model.ts";
import { SASH_KINDS } from "./sash-kinds/table.ts";

// Designs the layout, BOM and command tests build: a glass fill, an outward sash around a region
// (its own glass by default), hung on the side its open type hangs on, and one frame around a region.

export const glass = (id: string, spec = "5+12A+5"): Region => ({
  kind: "fill",
  id,
  fill: { type: "glass", spec, frosted: false, gap: 12, shade: "none", holeType: "none" },
});

/** The side a kind always hangs on (an awning's top, a hopper's bottom), else the left. */
const hungOn = (openType: SashOpenType): HingeSide => {
  const { hinge } = SASH_KINDS[openType].capabilities;
  return hinge === null || hinge === "chosen" ? "left" : hinge;
};

export const sash = (
  id: string,
  inner: Region = glass(`${id}G`),
  openType: SashOpenType = "casement",
): Region => ({
  kind: "sash",
  id,
  openType,
  hingeSide: hungOn(openType),
  opening: "outward",
  hinge: { type: "friction", count: 2 },
  handle: { type: "lever", offset: 0 },
  lock: null,
  inner,
});

/**
 * A split `id` divided in `direction` by one mullion at `position` into `a` (left or top) and `b`;
 * the mullion is `${id}M` unless `mullionId` names it.
 */
export const split = (
  id: string,
  direction: SplitRegion["direction"],
  position: number,
  a: Region,
  b: Region,
  mullionId = `${id}M`,
): Region => ({ kind: "split", id, direction, mullions: [{ id: mullionId, position }], children: [a, b] });

export { GABLE } from "./shape-presets.ts";

/** A rectangle `width` × `height`. */
export const rectangle = (width: number, height: number): FrameShape => ({
  kind: "rectangle",
  width,
  height,
});

/**
 * A design of one frame of `shape` around `root`: F1 at the origin, white on both sides, of no
 * series (the default geometry); `frame` changes any of these.
 */
export const frameDesign = (
  shape: FrameShape,
  root: Region,
  frame: Partial<Omit<Frame, "shape" | "root">> = {},
): Design => ({
  ...emptyDesign(),
  frames: [{ id: "F1", x: 0, y: 0, shape, seriesId: "", colors: { a: "white", b: "white" }, root, ...frame }],
});

/**
 * A two-track slider of `panels` sliding panels, on the tracks in turn (P0 on track 0, P1 on
 * track 1, P2 on track 0, …), each glazed with `spec` (the SL90 demo series' glass by default).
 */
export const slide = (panels: number, spec = "5+9A+5"): Region => ({
  kind: "slide",
  id: "SL",
  tracks: 2,
  direction: "both",
  panels: Array.from({ length: panels }, (_, i) => ({
    id: `P${i}`,
    track: i % 2,
    fixed: false,
    inner: glass(`PG${i}`, spec),
  })),
});
