import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry, seriesGeometry } from "@fenestra/core";
import { seriesApi } from "./api/series-api.ts";

/**
 * The series geometry source of the drawing page: each frame is laid out with its own series'
 * face widths and joins (what the BOM cuts), not the built-in defaults. A series is fetched the
 * first time a frame asks for it ("default" is the company's default series); until it arrives,
 * and when it cannot be read, the frame is drawn with the defaults. `onLoaded` gets a new source
 * each time a series arrives, so the editor lays out again and the canvas redraws.
 */
export function seriesGeometries(onLoaded: (source: (seriesId: string) => SeriesGeometry) => void) {
  const loaded = new Map<string, SeriesGeometry>();
  const asked = new Set<string>();
  const make = () => (seriesId: string) => {
    const g = loaded.get(seriesId);
    if (g) return g;
    if (!asked.has(seriesId)) {
      asked.add(seriesId);
      void fetchGeometry(seriesId).then((geometry) => {
        if (!geometry) return;
        loaded.set(seriesId, geometry);
        onLoaded(make());
      });
    }
    return DEFAULT_SERIES_GEOMETRY;
  };
  const source = make();
  // The company's default series is asked for at once, not at the first frame: a new frame is
  // made in its series' first colour (core's addFrame), which the drawing must know by then.
  source("default");
  return source;
}

/**
 * The series geometry of a saved drawing's frames, all read before it is laid out (the 3D page
 * builds its scene once): each series fetched once, the defaults for one that cannot be read.
 */
export async function loadSeriesGeometries(
  seriesIds: readonly string[],
): Promise<(seriesId: string) => SeriesGeometry> {
  const unique = [...new Set(seriesIds)];
  const read = await Promise.all(unique.map(fetchGeometry));
  const loaded = new Map(unique.map((id, i) => [id, read[i] ?? DEFAULT_SERIES_GEOMETRY]));
  return (seriesId) => loaded.get(seriesId) ?? DEFAULT_SERIES_GEOMETRY;
}

/**
 * Reads a series' geometry; a read of the same series still under way is shared (the drawing
 * page asks for its default series at once, and so does a library template it opens with), and
 * forgotten once it settles, so a later read sees the series as it is then.
 */
const reading = new Map<string, Promise<SeriesGeometry | null>>();
function fetchGeometry(seriesId: string): Promise<SeriesGeometry | null> {
  const pending = reading.get(seriesId);
  if (pending) return pending;
  const read = readGeometry(seriesId).finally(() => reading.delete(seriesId));
  reading.set(seriesId, read);
  return read;
}

async function readGeometry(seriesId: string): Promise<SeriesGeometry | null> {
  try {
    let id = Number(seriesId);
    if (seriesId === "default" || !Number.isSafeInteger(id) || id <= 0) {
      const catalogue = await seriesApi.catalogue();
      id = catalogue.series.find((s) => s.isDefault)?.id ?? 0;
    }
    if (!id) return null;
    return seriesGeometry((await seriesApi.get(id)).model);
  } catch {
    return null;
  }
}
