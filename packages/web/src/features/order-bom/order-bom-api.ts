import type { Bom } from "@fenestra/core";
import { api } from "../../shared/api/client.ts";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { readApiToken } from "../../shared/storage/session-store.ts";

// The order BOM endpoints (packages/server/src/modules/bom) and the order it belongs to.

export interface OrderBom {
  order: { id: number; orderNo: string };
  computedAt: string;
  /** A series changed since the BOM was computed: "profile modified, recalculate". */
  stale: boolean;
  series: { id: number; name: string }[];
  bom: Bom;
}

export interface OrderWindow {
  id: number;
  windowNo: string;
  width: number;
  height: number;
  count: number;
  seriesId: string | null;
  area: number;
  note: string;
}

export interface OrderDetail {
  id: number;
  orderNo: string;
  kind: "intent" | "formal";
  customer: string | null;
  itemCount: number;
  items: OrderWindow[];
}

export const EXPORT_PATH = (orderId: number) => `/api/orders/${orderId}/bom/xlsx`;

export const orderBomApi = {
  get: (orderId: number) => api.get<OrderBom>(`/api/orders/${orderId}/bom`),
  // An empty JSON object: Fastify refuses a JSON request with no body at all.
  recalculate: (orderId: number) => api.post<OrderBom>(`/api/orders/${orderId}/bom`, {}),
  order: (orderId: number) => api.get<OrderDetail>(`/api/orders/${orderId}`),
  /** The server builds the .xlsx; the browser saves it under the name the server gives. */
  async exportXlsx(orderId: number): Promise<{ blob: Blob; fileName: string }> {
    const token = readApiToken();
    const response = await fetch(EXPORT_PATH(orderId), {
      headers: {
        TargetLanguage: currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.includes("spreadsheetml")) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new Error(body?.message ?? `HTTP ${response.status}`);
    }
    const disposition = response.headers.get("content-disposition") ?? "";
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    const fileName = match?.[1] ? decodeURIComponent(match[1]) : `bom-${orderId}.xlsx`;
    return { blob: await response.blob(), fileName };
  },
};

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
