// The geometry each window is drawn with: its order item's own series, as the BOM lays it out
// (face widths, joins), so a printed drawing shows what the BOM cuts; changing the item's series
// redraws it. A window without a series, or whose series is gone, is drawn with the defaults.
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry } from "@fenestra/core/design/series-geometry";
import { seriesGeometry } from "@fenestra/core/series/index";
import type { Db } from "../../db/client.ts";
import { getSeriesForCompany } from "../series/series.service.ts";

type ItemSeries = { companyId: number; seriesId: string | null };

const keyOf = (i: ItemSeries) => `${i.companyId}/${i.seriesId}`;

/** Loads every distinct series of `items` once; answers each item's geometry. */
export async function windowGeometries(
  db: Db,
  items: readonly ItemSeries[],
): Promise<(item: ItemSeries) => SeriesGeometry> {
  const found = new Map<string, SeriesGeometry>();
  const distinct = new Map(items.filter((i) => i.seriesId).map((i) => [keyOf(i), i]));
  await Promise.all(
    [...distinct].map(async ([key, i]) => {
      const loaded = await getSeriesForCompany(db, i, i.seriesId!).catch(() => undefined);
      if (loaded) found.set(key, seriesGeometry(loaded.model));
    }),
  );
  return (item) => found.get(keyOf(item)) ?? DEFAULT_SERIES_GEOMETRY;
}
