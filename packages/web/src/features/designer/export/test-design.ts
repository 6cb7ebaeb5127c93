import { DEFAULT_SERIES_GEOMETRY, type Design, emptyDesign } from "@fenestra/core";
import { Editor } from "@fenestra/core/editor/editor";

/** A 1500 × 1400 two-panel casement (mullion at 750, left and right hinged sashes), for export tests. */
export function twoPanelCasement(): Editor {
  const e = new Editor(emptyDesign() as Design, { geometry: DEFAULT_SERIES_GEOMETRY });
  e.run("addFrame", {
    shape: { kind: "rectangle", width: 1500, height: 1400 },
    x: 0,
    y: 0,
    seriesId: "default",
  });
  const root = e.design.frames[0]!.root.id;
  e.run("splitRegion", { regionId: root, direction: "vertical", positions: [750] });
  const split = e.design.frames[0]!.root;
  if (split.kind !== "split") throw new Error("not split");
  e.run("setSash", { regionId: split.children[0]!.id, openType: "casement", hingeSide: "left" });
  e.run("setSash", { regionId: split.children[1]!.id, openType: "casement", hingeSide: "right" });
  return e;
}
