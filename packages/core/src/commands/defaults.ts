import type { Fill, GlassFill, Handle, Hinge, Region } from "../design/model.ts";
import type { SeriesGeometry } from "../design/series-geometry.ts";

/** The glass a new cell gets until the user picks another. */
export const DEFAULT_GLASS: GlassFill = {
  type: "glass",
  spec: "5+12A+5",
  frosted: false,
  gap: 12,
  shade: "none",
  holeType: "none",
};
/**
 * The hardware of a new sash: no type named (""), which is the series' own hinges and handle
 * (its hardware tab); the user types another make or model when it differs. A word such as
 * "standard" here would be English text in every language's drawings and contracts.
 */
export const DEFAULT_HINGE: Hinge = { type: "", count: 2 };
export const DEFAULT_HANDLE: Handle = { type: "", offset: 0 };

/** A frame colour when nothing tells another: in a design drawn without a series. */
const FALLBACK_COLOUR = "white";

type FrameColours = { a: string; b: string };

/**
 * The face colours of a new frame: the first colour its series offers, in the series' own words
 * (a Chinese factory's series says 银色, not "silver"); white when drawn without a series.
 */
export function newFrameColours(series: Pick<SeriesGeometry, "colours">): FrameColours {
  const colour = series.colours?.[0] ?? FALLBACK_COLOUR;
  return { a: colour, b: colour };
}

/**
 * A frame's colours put into a series: each kept when the series offers it (the BOM's comparison,
 * case-insensitive), else the series' first colour — a library template is drawn in no series and
 * says "white", which a series named in Chinese does not offer. Unchanged when the series' colours
 * are not known.
 */
export function coloursIn(colours: FrameColours, series: Pick<SeriesGeometry, "colours">): FrameColours {
  const offered = series.colours;
  if (!offered?.length) return colours;
  const keep = (c: string) => offered.some((o) => o.toLowerCase() === c.toLowerCase());
  const first = offered[0] as string;
  return { a: keep(colours.a) ? colours.a : first, b: keep(colours.b) ? colours.b : first };
}

export function glassRegion(id: string, fill: Fill = DEFAULT_GLASS): Region {
  return { kind: "fill", id, fill };
}

/**
 * The fill a cell keeps when it becomes a sliding or folding group: the cell's own fill, or
 * the first panel's / leaf's fill when a group is reshaped (undefined = the default glass).
 */
export function cellFill(region: Region): Fill | undefined {
  if (region.kind === "fill") return region.fill;
  const first =
    region.kind === "slide"
      ? region.panels[0]?.inner
      : region.kind === "fold"
        ? region.leaves[0]?.inner
        : null;
  return first?.kind === "fill" ? first.fill : undefined;
}
