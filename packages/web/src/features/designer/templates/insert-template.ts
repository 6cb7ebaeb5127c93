import { insertTemplate } from "@fenestra/core/library/index";
import { toast } from "../../../shared/ui/toast.ts";
import type { LibraryTemplate, TemplateStore } from "../../window-library/index.ts";
import { libraryText, templatePlacement } from "../../window-library/index.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { type CatalogueSeries, inBuildingSeries } from "./template-series.ts";

/**
 * Puts a template into the drawing at the current frame size (one undo step), counts the use
 * for the recommendation and remembers it as the last selected. Answers whether it went in.
 * A template drawn on the default series goes into a series of the company's `catalogue` that
 * builds what it holds (a slider in a company whose default is a casement series), and is
 * refused, saying so, when none does.
 */
export function insertIntoDrawing(
  designer: DesignerStore,
  templates: TemplateStore,
  chosen: LibraryTemplate,
  catalogue: readonly CatalogueSeries[] = [],
): boolean {
  const template = inBuildingSeries(chosen, catalogue);
  if (!template) {
    toast.error(libraryText("picker.noSeriesBuilds"));
    return false;
  }
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
