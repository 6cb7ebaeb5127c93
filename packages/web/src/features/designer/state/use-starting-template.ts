import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core";
import { insertTemplate } from "@fenestra/core/library/index";
import { useEffect } from "react";
import { useTemplateStore } from "../../window-library/index.ts";
import type { DesignerStore } from "./designer-store.ts";
import { findStartingTemplate } from "./starting-template.ts";

/**
 * /draw?template=<id> (or /windoortype/…/<id>) starts from a library template at its nominal
 * size: a built-in ("casement-2" or "builtin:casement-2") or one of the company's own ("user:3");
 * /windoortype/{catelog_id}/{id} names it by catalogue and id (starting-template.ts).
 */
export function useStartingTemplate(
  store: DesignerStore,
  templateId: string | null,
  catalogue: string | null,
  fromOrder: boolean,
): void {
  const templates = useTemplateStore();
  useEffect(() => {
    if (!templateId || fromOrder || store.design.frames.length > 0) return;
    const template = findStartingTemplate(templates.templates(), templateId, catalogue);
    if (!template) return;
    const r = insertTemplate(store.design, template, { x: 0, y: 0 }, { geometry: DEFAULT_SERIES_GEOMETRY });
    if (r.ok) {
      store.replace(r.design, "start");
      store.center();
    }
  }, [store, templateId, catalogue, fromOrder, templates]);
}
