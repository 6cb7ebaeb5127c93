import { editorWithTwoLights } from "@fenestra/core/editor/test-editor";

/** A 1500 × 1400 two-panel casement (mullion at 750, left and right hinged sashes), for export tests. */
export const twoPanelCasement = () =>
  editorWithTwoLights({ width: 1500, height: 1400, at: 750 }, [
    { openType: "casement", hingeSide: "left" },
    { openType: "casement", hingeSide: "right" },
  ]);
