import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { api } from "../../../shared/api/client.ts";

// The photos of a visit's openings (issue 31): listed, uploaded (idempotent by the photo's id
// made here), re-marked, removed, and their pictures read through the visit.

export type MeasurePhoto = DataOf<typeof routes.measurePhotos.upload>;
export type PhotoUploadBody = BodyIn<typeof routes.measurePhotos.upload>;
const P = routes.measurePhotos;

export const photoApi = {
  upload: (id: number, body: PhotoUploadBody) => api.call(P.upload, { params: { id }, body }),
  annotate: (id: number, photoId: number, body: BodyIn<typeof P.annotate>) =>
    api.call(P.annotate, { params: { id, photoId }, body }),
  remove: (id: number, photoId: number) => api.call(P.remove, { params: { id, photoId } }),
  original: async (id: number, photoId: number) =>
    (await api.download(P.original, { params: { id, photoId } })).blob,
  flattened: async (id: number, photoId: number) =>
    (await api.download(P.flattened, { params: { id, photoId } })).blob,
};
