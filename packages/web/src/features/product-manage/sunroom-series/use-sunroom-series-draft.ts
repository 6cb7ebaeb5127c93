import { routes } from "@fenestra/api";
import { compileSunroomSeries, type SunroomSeries } from "@fenestra/core/sunroom/series";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { invalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { useStaleSave } from "../../../shared/saving/use-stale-save.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import {
  type LoadedSunroomSeries,
  sunroomSeriesApi,
  sunroomSeriesQuery,
  useSunroomSeries,
} from "../api/sunroom-series-api.ts";
import { productText } from "../i18n.ts";

/**
 * A sunroom series being edited (as useSeriesDraft does a window series'): the saved copy, the
 * local draft, its formula issues (core compileSunroomSeries, as the user types) and a save
 * against the version read.
 */
export function useSunroomSeriesDraft(id: number) {
  const queryClient = useQueryClient();
  const loaded = useSunroomSeries(id);
  const { queryKey } = sunroomSeriesQuery(id);
  const [draft, setDraft] = useState<SunroomSeries | null>(null);
  useEffect(() => {
    if (loaded.data) setDraft(loaded.data.model);
  }, [loaded.data]);
  const deferred = useDeferredValue(draft);
  const issues = useMemo(() => (deferred ? compileSunroomSeries(deferred).compiled.issues : []), [deferred]);
  const dirty = draft !== null && loaded.data !== undefined && draft !== loaded.data.model;
  const stale = useStaleSave();
  const saved = (data: LoadedSunroomSeries) => {
    queryClient.setQueryData(queryKey, data);
    void invalidate(queryClient, routes.sunroomSeries.list);
  };
  const save = useMutation({
    mutationFn: (model: SunroomSeries) =>
      sunroomSeriesApi.update(id, { model, version: loaded.data?.version ?? 0 }),
    onSuccess: (data) => {
      saved(data);
      toast.success(productText("editor.saved"));
    },
    onError: (error, model) => {
      const offered = stale.offer(error, {
        reload: () => invalidate(queryClient, routes.sunroomSeries.get),
        overwrite: () =>
          sunroomSeriesApi
            .update(id, { model, overwrite: true })
            .then(saved, (e: unknown) => showError(e, productText("editor.saveFailed"))),
      });
      if (!offered) showError(error, productText("editor.saveFailed"));
    },
  });
  return { loaded, draft, setDraft, issues, dirty, save, conflict: stale.dialog };
}
