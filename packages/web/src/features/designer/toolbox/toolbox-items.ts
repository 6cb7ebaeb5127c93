import { DEFAULT_GLASS } from "@fenestra/core/commands/defaults";
import { GABLE } from "@fenestra/core/design/shape-presets";
import { SASH_KIND_TOOLBOX, type ToolboxItem } from "@fenestra/core/editor/toolbox";

// The left toolbox of SPEC §2 as data: groups of items, each a core ToolboxItem with a stable
// key (used for labels, test ids and drag data).

export const TOOLBOX_GROUPS = [
  "frames",
  "mullions",
  "sashes",
  "slideFold",
  "extras",
  "others",
  "fills",
] as const;
export type ToolboxGroup = (typeof TOOLBOX_GROUPS)[number];
export type ToolboxEntry = { key: string; group: ToolboxGroup; item: ToolboxItem };

const SERIES = "default";
const W = 1500;
const H = 1400;

export const TOOLBOX_ENTRIES: readonly ToolboxEntry[] = [
  {
    key: "rectangle",
    group: "frames",
    item: { kind: "frame", seriesId: SERIES, shape: { kind: "rectangle", width: W, height: H } },
  },
  {
    key: "arch",
    group: "frames",
    item: { kind: "frame", seriesId: SERIES, shape: { kind: "arch", width: W, height: H, rise: 400 } },
  },
  {
    key: "trapezoid",
    group: "frames",
    item: {
      kind: "frame",
      seriesId: SERIES,
      shape: { kind: "trapezoid", width: W, leftHeight: H, rightHeight: 1000 },
    },
  },
  {
    key: "triangle",
    group: "frames",
    item: { kind: "frame", seriesId: SERIES, shape: { kind: "triangle", width: W, height: 900, apexX: 750 } },
  },
  {
    key: "circle",
    group: "frames",
    item: { kind: "frame", seriesId: SERIES, shape: { kind: "circle", diameter: 1000 } },
  },
  {
    key: "pentagon",
    group: "frames",
    item: {
      kind: "frame",
      seriesId: SERIES,
      shape: GABLE,
    },
  },
  { key: "mullionV", group: "mullions", item: { kind: "mullion", direction: "vertical" } },
  { key: "mullionH", group: "mullions", item: { kind: "mullion", direction: "horizontal" } },
  { key: "mullionV3", group: "mullions", item: { kind: "mullion", direction: "vertical", parts: 3 } },
  { key: "mullionH3", group: "mullions", item: { kind: "mullion", direction: "horizontal", parts: 3 } },
  // sashes, pairs, sliding and folding groups: the entries of core's sash-kinds table
  ...SASH_KIND_TOOLBOX.map(({ key, group, item }) => ({ key, group, item })),
  { key: "dimensionH", group: "extras", item: { kind: "dimension", direction: "horizontal" } },
  { key: "dimensionV", group: "extras", item: { kind: "dimension", direction: "vertical" } },
  { key: "note", group: "extras", item: { kind: "note", text: "" } },
  { key: "wall", group: "others", item: { kind: "wall", width: 2400, height: 200 } },
  {
    key: "connector",
    group: "others",
    item: { kind: "joiner", joiner: "connector", width: 40, profileCode: "" },
  },
  {
    key: "cornerJoiner",
    group: "others",
    item: { kind: "joiner", joiner: "corner", width: 60, profileCode: "" },
  },
  { key: "decoration", group: "others", item: { kind: "decoration", columns: 2, rows: 2, width: 25 } },
  { key: "glass", group: "fills", item: { kind: "fill", fill: DEFAULT_GLASS } },
  { key: "frosted", group: "fills", item: { kind: "fill", fill: { ...DEFAULT_GLASS, frosted: true } } },
  { key: "panel", group: "fills", item: { kind: "fill", fill: { type: "panel", spec: "PVC 24" } } },
  { key: "shade", group: "fills", item: { kind: "fill", fill: { type: "shade", spec: "roller" } } },
  { key: "screen", group: "fills", item: { kind: "fill", fill: { type: "screen", spec: "18 mesh" } } },
];

export function toolboxEntry(key: string): ToolboxEntry | undefined {
  return TOOLBOX_ENTRIES.find((e) => e.key === key);
}

/** The drag-and-drop data type carrying a toolbox key. */
export const TOOLBOX_MIME = "application/x-fenestra-toolbox";
