import type { Design } from "@fenestra/core/design/model";
import { toast } from "../../../shared/ui/toast.ts";
import { commandErrorText, designerText } from "../i18n.ts";
import type { DesignerStore } from "../state/designer-store.ts";

/**
 * Puts the frame a sketch proposes into the drawing as one undo step (pasted beside what is
 * drawn, selected); answers whether it went in.
 */
export function insertSketch(store: DesignerStore, design: Design): boolean {
  const hadFrames = store.design.frames.length > 0;
  const result = store.act((ed) => ed.paste({ frames: design.frames, decorations: [] }));
  if (!result.ok) {
    toast.error(commandErrorText(result.error.code));
    return false;
  }
  if (!hadFrames) store.center();
  toast.success(designerText("sketch.inserted"));
  return true;
}
