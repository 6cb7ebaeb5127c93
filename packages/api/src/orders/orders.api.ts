import { z } from "zod";
import { signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
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

const tag = "orders";

export const orders = {
  list: defineRoute({
    method: "GET",
    path: "/api/orders",
    tag,
    access: signedIn(),
    query: orderListQuerySchema,
    response: z.object({ items: z.array(orderSchema), total: z.number() }),
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/orders",
    tag,
    access: signedIn(),
    body: orderCreateSchema,
    response: orderSchema,
    success: "success.add",
  }),
  detail: defineRoute({
    method: "GET",
    path: "/api/orders/:id",
    tag,
    access: signedIn(),
    params: orderParams,
    response: orderDetailSchema,
  }),
  convert: defineRoute({
    method: "POST",
    path: "/api/orders/:id/convert",
    tag,
    access: signedIn(),
    params: orderParams,
    response: orderDetailSchema,
    success: "success.confirm",
  }),
  addItem: defineRoute({
    method: "POST",
    path: "/api/orders/:id/items",
    tag,
    access: signedIn(),
    params: orderParams,
    body: orderItemBodySchema,
    response: orderItemSchema,
    success: "success.add",
  }),
  item: defineRoute({
    method: "GET",
    path: "/api/orders/:id/items/:itemId",
    tag,
    access: signedIn(),
    params: orderItemParams,
    response: orderItemSchema,
  }),
  updateItem: defineRoute({
    method: "PUT",
    path: "/api/orders/:id/items/:itemId",
    tag,
    access: signedIn(),
    params: orderItemParams,
    body: orderItemUpdateSchema,
    response: orderItemSchema,
    success: "success.edit",
  }),
  duplicateItem: defineRoute({
    method: "POST",
    path: "/api/orders/:id/items/:itemId/duplicate",
    tag,
    access: signedIn(),
    params: orderItemParams,
    response: orderItemSchema,
    success: "success.add",
  }),
  removeItem: defineRoute({
    method: "DELETE",
    path: "/api/orders/:id/items/:itemId",
    tag,
    access: signedIn(),
    params: orderItemParams,
    response: z.null(),
    success: "success.delete",
  }),
};
