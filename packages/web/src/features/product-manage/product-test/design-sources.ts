import type { Design } from "@fenestra/core";
import { builtinTemplates } from "@fenestra/core/library/index";
import { api } from "../../../shared/api/client.ts";

// Where the product-test screen takes a design from: a window library template of core, or a
// window saved in an order.

export interface SavedOrder {
  id: number;
  orderNo: string;
  customer: string | null;
  itemCount: number;
}
export interface SavedWindow {
  id: number;
  windowNo: string;
  width: number;
  height: number;
  design: Design;
}

export const designSourcesApi = {
  orders: () => api.get<{ items: SavedOrder[]; total: number }>("/api/orders", { page: 1, pageSize: 100 }),
  windows: (orderId: number) => api.get<{ items: SavedWindow[] }>(`/api/orders/${orderId}`),
};

export function templateOptions(label: (nameKey: string, id: string) => string) {
  return builtinTemplates().map((t) => ({ value: t.id, label: label(t.nameKey, t.id) }));
}

export function templateDesign(id: string): Design | undefined {
  return builtinTemplates().find((t) => t.id === id)?.design;
}

/** The frames of a design switched to one series, so the BOM and the drawing use that series. */
export function withSeries(design: Design, seriesId: number): Design {
  return { ...design, frames: design.frames.map((f) => ({ ...f, seriesId: String(seriesId) })) };
}
