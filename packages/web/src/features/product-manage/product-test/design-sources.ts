import { routes } from "@fenestra/api";
import type { Design } from "@fenestra/core";
import { builtinTemplates } from "@fenestra/core/library/index";
import { api } from "../../../shared/api/client.ts";

// Where the product-test screen takes a design from: a window library template of core, or a
// window saved in an order.

export const designSourcesApi = {
  orders: () => api.call(routes.orders.list, { query: { page: 1, pageSize: 100 } }),
  windows: (orderId: number) => api.call(routes.orders.detail, { params: { id: orderId } }),
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
