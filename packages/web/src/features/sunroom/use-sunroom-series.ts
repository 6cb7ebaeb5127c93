import { DEMO_SUNROOM_SERIES_ID } from "@fenestra/core/sunroom/index";
import { useSunroomSeries, useSunroomSeriesList } from "../product-manage/index.ts";

/**
 * The company's sunroom series to build the structure with, and the one the sunroom names (its id
 * as text; a sunroom saved before the series were stored names the demo one: the company's
 * seeded copy, its oldest). The model is null until it is read.
 */
export function useSunroomSeriesOf(seriesId: string) {
  const list = useSunroomSeriesList();
  const items = list.data?.series ?? [];
  const named =
    seriesId === DEMO_SUNROOM_SERIES_ID ? undefined : items.find((s) => String(s.id) === seriesId);
  const id = named?.id ?? items[0]?.id ?? 0;
  const one = useSunroomSeries(id);
  return { list: items, id, model: one.data?.model ?? null, failed: list.isError || one.isError };
}
