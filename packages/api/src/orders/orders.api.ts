import { z } from "zod";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { pageOf } from "../paging.ts";
import {
  orderCreateSchema,
  orderDetailSchema,
  orderItemBodySchema,
  orderItemParams,
  orderItemSchema,
  orderItemUpdateSchema,
  orderListQuerySchema,
  orderParams,
  orderSchema,
} from "./orders.schemas.ts";

const route = moduleRoutes("orders", signedIn());
const byOrder = route.with({ params: orderParams, response: orderDetailSchema });
const byOrderItem = route.with({ params: orderItemParams, response: orderItemSchema });

export const orders = {
  list: route.get("/api/orders", {
    query: orderListQuerySchema,
    response: pageOf(orderSchema),
  }),
  create: route.create("/api/orders", { body: orderCreateSchema, response: orderSchema }),
  detail: byOrder.get("/api/orders/:id", {}),
  convert: byOrder.post("/api/orders/:id/convert", { success: "success.confirm" }),
  addItem: byOrder.create("/api/orders/:id/items", { body: orderItemBodySchema, response: orderItemSchema }),
  item: byOrderItem.get("/api/orders/:id/items/:itemId", {}),
  updateItem: byOrderItem.update("/api/orders/:id/items/:itemId", { body: orderItemUpdateSchema }),
  duplicateItem: byOrderItem.create("/api/orders/:id/items/:itemId/duplicate", {}),
  removeItem: byOrderItem.remove("/api/orders/:id/items/:itemId", { response: z.null() }),
};
