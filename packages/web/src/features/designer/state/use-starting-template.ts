import { insertTemplate } from "@fenestra/core/library/index";
import { useEffect } from "react";
import { toast } from "../../../shared/ui/toast.ts";
import { loadSeriesGeometries } from "../../product-manage/index.ts";
import { libraryText, useTemplateStore } from "../../window-library/index.ts";
import { useCompanySeries } from "../panels/SeriesPicker.tsx";
import { type CatalogueSeries, inBuildingSeries } from "../templates/template-series.ts";
import type { DesignerStore } from "./designer-store.ts";
import { findStartingTemplate } from "./starting-template.ts";

/** A catalogue that could not be read: the template keeps its series, for the server to judge. */
const NO_SERIES: CatalogueSeries[] = [];

/**
 * /draw?template=<id> (or /windoortype/…/<id>) starts from a library template at its nominal
 * size: a built-in ("casement-2" or "builtin:casement-2") or one of the company's own ("user:3");
 * /windoortype/{catelog_id}/{id} names it by catalogue and id (starting-template.ts). It waits for
 * the company's series, to draw it in one that builds it (template-series.ts).
 */
export function useStartingTemplate(
  store: DesignerStore,
  templateId: string | null,
  catalogue: string | null,
  fromOrder: boolean,
): void {
  const templates = useTemplateStore();
  const series = useCompanySeries();
  const companySeries = series.isPending ? null : (series.data?.series ?? NO_SERIES);
  useEffect(() => {
    if (!templateId || fromOrder || !companySeries || store.design.frames.length > 0) return;
    const found = findStartingTemplate(templates.templates(), templateId, catalogue);
    if (!found) return;
    const template = inBuildingSeries(found, companySeries);
    if (!template) {
      toast.error(libraryText("picker.noSeriesBuilds"));
      return;
    }
    // Inserted with its series' geometry, so the template's colours become the series' own (a
    // built-in template's "white" is no colour of a Chinese series, and the save would refuse it).
    let current = true;
    const seriesIds = template.design.frames.map((f) => f.seriesId);
    void loadSeriesGeometries(seriesIds).then((geometry) => {
      if (!current || store.design.frames.length > 0) return;
      const r = insertTemplate(store.design, template, { x: 0, y: 0 }, { geometry });
      if (r.ok) {
        store.replace(r.design, "start");
        store.center();
      }
    });
    return () => {
      current = false;
    };
  }, [store, templateId, catalogue, fromOrder, templates, companySeries]);
}
