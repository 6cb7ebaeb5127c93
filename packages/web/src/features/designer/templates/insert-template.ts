import { insertTemplate } from "@fenestra/core/library/index";
import { toast } from "../../../shared/ui/toast.ts";
import type { LibraryTemplate, TemplateStore } from "../../window-library/index.ts";
import { libraryText, templatePlacement } from "../../window-library/index.ts";
import type { DesignerStore } from "../state/designer-store.ts";

/**
 * Puts a template into the drawing at the current frame size (one undo step), counts the use
 * for the recommendation and remembers it as the last selected. Answers whether it went in.
 */
export function insertIntoDrawing(
  designer: DesignerStore,
  templates: TemplateStore,
  template: LibraryTemplate,
): boolean {
  const hadFrames = designer.design.frames.length > 0;
  const result = designer.act((ed) =>
    ed.apply(
      "insertTemplate",
      insertTemplate(ed.design, template, templatePlacement(ed.design, ed.layout, ed.selection), ed.env),
    ),
  );
  if (!result || typeof result !== "object" || !result.ok) {
    toast.error(libraryText("picker.insertFailed"));
    return false;
  }
  designer.act((ed) => {
    ed.selection = [];
  });
  templates.recordUse(template.id);
  if (!hadFrames) designer.center();
  toast.success(libraryText("picker.inserted"));
  return true;
}
