import { type BodyIn, type ExportFormat, routes } from "@fenestra/api";
import { api } from "../../../shared/api/client.ts";
import { blobBase64 } from "../../../shared/files/base64.ts";
import { saveBlob } from "../../../shared/files/save-blob.ts";

// What the drawing page does with the window's order beyond saving into it: its documents, the
// window's simple picture, the contract made with it.

export type NewContract = BodyIn<typeof routes.contracts.create>;

export const orderOutputsApi = {
  order: (orderId: string) => api.call(routes.orders.detail, { params: { id: orderId } }),
  /** The server writes the document; the browser saves it under the name the server gives. */
  async download(orderId: string, format: ExportFormat) {
    const { blob, fileName } = await api.download(routes.exports.order, {
      params: { id: orderId },
      query: { format },
    });
    saveBlob(blob, fileName);
  },
  savePicture: async (orderId: string, itemId: string, png: Blob) =>
    api.call(routes.orders.savePicture, {
      params: { id: orderId, itemId },
      body: { data: await blobBase64(png) },
    }),
  /** A repeat with the same key (a double click, a retry) makes one contract. */
  createContract: (body: NewContract, idempotencyKey: string) =>
    api.call(routes.contracts.create, { body, idempotencyKey }),
};
