import { type Design, drawingSummary, type Layout } from "@fenestra/core";
import type { OrderFields } from "../state/designer-store.ts";
import type { OrderItemPayload } from "./orders-api.ts";

// What an order item records about a drawing: the order fields typed beside it, and core's
// summary of the drawing (overall size, area, the first frame's series, colour and glass).

export function orderItemFromDesign(
  design: Design,
  layout: Layout,
  fields: OrderFields,
  origin: OrderItemPayload["origin"],
): OrderItemPayload {
  return {
    design,
    windowNo: fields.windowNo,
    count: fields.count,
    installPosition: fields.installPosition,
    note: fields.note,
    ...drawingSummary(design, layout),
    origin,
  };
}
