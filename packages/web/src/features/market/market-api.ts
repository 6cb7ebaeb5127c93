import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";
import { blobBase64 } from "../../shared/files/base64.ts";

// The market's calls (routes.market): search, preview, publish, unpublish, clone (series and templates); pictures go
// through the file storage (routes.files.upload, purpose market-picture).

export type MarketListing = DataOf<typeof routes.market.search>["items"][number];
export type MarketPreview = DataOf<typeof routes.market.preview>;
export type OwnListing = DataOf<typeof routes.market.publish>;
export type MarketPublishBody = BodyIn<typeof routes.market.publish>;

const m = routes.market;
export const marketApi = {
  preview: (id: number) => api.call(m.preview, { params: { id } }),
  publish: (seriesId: number, body: MarketPublishBody) =>
    api.call(m.publish, { params: { id: seriesId }, body }),
  unpublish: (id: number) => api.call(m.unpublish, { params: { id } }),
  clone: (id: number, directoryId: number, idempotencyKey: string) =>
    api.call(m.clone, { params: { id }, body: { directoryId }, idempotencyKey }),
  publishTemplate: (templateId: number, body: MarketPublishBody) =>
    api.call(m.publishTemplate, { params: { id: templateId }, body }),
  cloneTemplate: (id: number, idempotencyKey: string) =>
    api.call(m.cloneTemplate, { params: { id }, body: {}, idempotencyKey }),
  uploadPicture: async (file: Blob) =>
    api.call(routes.files.upload, { body: { purpose: "market-picture", data: await blobBase64(file) } }),
};
