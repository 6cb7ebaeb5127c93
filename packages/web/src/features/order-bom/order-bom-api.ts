import { type DataOf, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";
import type { DownloadedFile } from "../../shared/api/create-client.ts";

// The order BOM endpoints (routes.bom) and the order it belongs to (routes.orders.detail).

export type OrderBom = DataOf<typeof routes.bom.order>;
export type OrderWindow = DataOf<typeof routes.orders.detail>["items"][number];

export const orderBomApi = {
  recalculate: (orderId: number) => api.call(routes.bom.recalculate, { params: { id: orderId } }),
  /** The server builds the .xlsx; the browser saves it under the name the server gives. */
  exportXlsx: (orderId: number): Promise<DownloadedFile> =>
    api.download(routes.bom.xlsx, { params: { id: orderId } }),
};
