import type { Bom, Series } from "@fenestra/core";
import type { SeriesIssue } from "@fenestra/core/series/index";
import { api } from "../../../shared/api/client.ts";

// The product-management endpoints (packages/server/src/modules/series, bom): the catalogue of
// directories and series, one series with its validation issues, the join section preview,
// per-profile DXF files and the BOM of one design (product test).

export interface SeriesDirectory {
  id: number;
  parentId: number | null;
  name: string;
  /** The main (root) directory: it holds directories, never series (SPEC §8). */
  isMain: boolean;
}

export interface SeriesSummary {
  id: number;
  directoryId: number;
  name: string;
  material: string | null;
  version: number;
  shared: boolean;
  shareDescription: string;
  isDefault: boolean;
  updatedAt: string;
}

export interface Catalogue {
  directories: SeriesDirectory[];
  series: SeriesSummary[];
}

export interface SeriesDxf {
  profileCode: string;
  fileName: string;
  size: number;
}

export interface LoadedSeries extends SeriesSummary {
  model: Series;
  issues: readonly SeriesIssue[];
  dxf: SeriesDxf[];
}

export interface SectionPreview {
  svg: string;
  dxf: string;
  width: number;
  height: number;
}

export interface DesignBom {
  series: { id: number; name: string; version: number };
  issues: readonly SeriesIssue[];
  bom: Bom;
}

export type SeriesMaterial = Series["material"];

export const seriesApi = {
  catalogue: () => api.get<Catalogue>("/api/series"),
  createDirectory: (parentId: number | null, name: string) =>
    api.post<{ id: number }>("/api/series-directories", { parentId, name }),
  renameDirectory: (id: number, name: string) => api.put<null>(`/api/series-directories/${id}`, { name }),
  // Bodies are `{}`: the client always sends a JSON content type, and Fastify refuses it empty.
  deleteDirectory: (id: number) => api.del<null>(`/api/series-directories/${id}`, {}),
  get: (id: number) => api.get<LoadedSeries>(`/api/series/${id}`),
  create: (directoryId: number, name: string, material: SeriesMaterial) =>
    api.post<LoadedSeries>("/api/series", { directoryId, name, material }),
  update: (id: number, patch: { name?: string; model?: Series }) =>
    api.put<LoadedSeries>(`/api/series/${id}`, patch),
  clone: (id: number, input: { name?: string; directoryId?: number }) =>
    api.post<LoadedSeries>(`/api/series/${id}/clone`, input),
  share: (id: number, shared: boolean, description: string) =>
    api.put<LoadedSeries>(`/api/series/${id}/share`, { shared, description }),
  move: (id: number, directoryId: number) => api.put<LoadedSeries>(`/api/series/${id}/move`, { directoryId }),
  makeDefault: (id: number) => api.put<LoadedSeries>(`/api/series/${id}/default`, {}),
  remove: (id: number) => api.del<null>(`/api/series/${id}`, {}),
  section: (id: number, from: string, to: string) =>
    api.get<SectionPreview>(`/api/series/${id}/section`, { from, to }),
  downloadDxf: (id: number, code: string) =>
    api.get<{ fileName: string; content: string }>(
      `/api/series/${id}/profiles/${encodeURIComponent(code)}/dxf`,
    ),
  calculate: (design: unknown, seriesId: number, count = 1) =>
    api.post<DesignBom>("/api/bom/calculate", { design, seriesId, count, trace: true }),
};

/** Stores a profile's DXF section (text, at most 3 MB); sent as a JSON string. */
export function uploadProfileDxf(seriesId: number, code: string, fileName: string, content: string) {
  return api.request<null>("PUT", `/api/series/${seriesId}/profiles/${encodeURIComponent(code)}/dxf`, {
    query: { fileName },
    body: content,
  });
}
