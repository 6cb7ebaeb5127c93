import { routes } from "@fenestra/api";
import type { Series } from "@fenestra/core/series/index";
import { compileSeries } from "@fenestra/core/series/index";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { invalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { useStaleSave } from "../../../shared/saving/use-stale-save.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { type LoadedSeries, seriesApi } from "../api/series-api.ts";
import { seriesQuery, useSeries } from "../api/series-queries.ts";
import { productText } from "../i18n.ts";

/**
 * A series being edited: the saved copy from the server, the local draft, the validator's
 * issues for the draft (core compileSeries, recomputed as the user types) and a save.
 */
export function useSeriesDraft(id: number) {
  const queryClient = useQueryClient();
  const loaded = useSeries(id);
  const { queryKey } = seriesQuery(id);
  const [draft, setDraft] = useState<Series | null>(null);
  useEffect(() => {
    if (loaded.data) setDraft(loaded.data.model);
  }, [loaded.data]);
  const deferred = useDeferredValue(draft);
  const issues = useMemo(() => (deferred ? compileSeries(deferred).issues : []), [deferred]);
  const dirty = draft !== null && loaded.data !== undefined && draft !== loaded.data.model;
  const stale = useStaleSave();
  const save = useMutation({
    // Saved against the version the draft was read at; `overwrite` after the conflict dialog's choice.
    mutationFn: (model: Series) => seriesApi.update(id, { model, version: loaded.data?.version ?? 0 }),
    onSuccess: (saved: LoadedSeries) => {
      queryClient.setQueryData(queryKey, saved);
      void invalidate(queryClient, routes.series.catalogue);
      toast.success(productText("editor.saved"));
    },
    onError: (error, model) => {
      const offered = stale.offer(error, {
        reload: () => invalidate(queryClient, routes.series.get),
        overwrite: () =>
          seriesApi.update(id, { model, overwrite: true }).then(
            (saved) => queryClient.setQueryData(queryKey, saved),
            (e: unknown) => showError(e, productText("editor.saveFailed")),
          ),
      });
      if (!offered) showError(error, productText("editor.saveFailed"));
    },
  });
  /** `conflict`: the dialog a stale save opens (rendered by the page). */
  return { loaded, draft, setDraft, issues, dirty, save, conflict: stale.dialog };
}
