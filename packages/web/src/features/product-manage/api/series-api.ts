import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { api } from "../../../shared/api/client.ts";

// The product-management endpoints (routes.series, routes.bom.calculate): the catalogue of
// directories and series, one series with its validation issues, per-profile DXF sections and the
// BOM of one design (product test). The pages read through series-queries.ts and route queries.

export type Catalogue = DataOf<typeof routes.series.catalogue>;
/** A directory; the main (root) one holds directories, never series (SPEC §8). */
export type SeriesDirectory = Catalogue["directories"][number];
export type SeriesSummary = Catalogue["series"][number];
export type LoadedSeries = DataOf<typeof routes.series.get>;
export type SectionPreview = DataOf<typeof routes.series.section>;
export type DesignBom = DataOf<typeof routes.bom.calculate>;
export type SeriesMaterial = BodyIn<typeof routes.series.create>["material"];

const s = routes.series;
export const seriesApi = {
  catalogue: () => api.call(s.catalogue),
  createDirectory: (parentId: number | null, name: string) =>
    api.call(s.createDirectory, { body: { parentId, name } }),
  renameDirectory: (id: number, body: BodyIn<typeof s.renameDirectory>) =>
    api.call(s.renameDirectory, { params: { id }, body }),
  deleteDirectory: (id: number) => api.call(s.deleteDirectory, { params: { id } }),
  get: (id: number) => api.call(s.get, { params: { id } }),
  create: (directoryId: number, name: string, material: SeriesMaterial) =>
    api.call(s.create, { body: { directoryId, name, material } }),
  update: (id: number, patch: BodyIn<typeof s.update>) => api.call(s.update, { params: { id }, body: patch }),
  clone: (id: number, input: BodyIn<typeof s.clone>) => api.call(s.clone, { params: { id }, body: input }),
  share: (id: number, shared: boolean, description: string) =>
    api.call(s.share, { params: { id }, body: { shared, description } }),
  move: (id: number, directoryId: number) => api.call(s.move, { params: { id }, body: { directoryId } }),
  makeDefault: (id: number) => api.call(s.makeDefault, { params: { id } }),
  remove: (id: number) => api.call(s.remove, { params: { id } }),
  downloadDxf: (id: number, code: string) => api.call(s.dxf, { params: { id, code } }),
  calculate: (design: unknown, seriesId: number, count = 1) =>
    api.call(routes.bom.calculate, { body: { design, seriesId, count, trace: true } }),
};

/** Stores a profile's DXF section (text, at most DXF_LIMIT_BYTES), sent as one JSON string. */
export function uploadProfileDxf(seriesId: number, code: string, fileName: string, content: string) {
  return api.call(s.uploadDxf, { params: { id: seriesId, code }, query: { fileName }, body: content });
}
