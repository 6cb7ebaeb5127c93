import { z } from "zod";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { pageOf } from "../paging.ts";
import {
  itemPictureBodySchema,
  orderCreateSchema,
  orderDetailSchema,
  orderItemBodySchema,
  orderItemParams,
  orderItemPhotoParams,
  orderItemPhotoSchema,
  orderItemSchema,
  orderItemUpdateSchema,
  orderListQuerySchema,
  orderParams,
  orderSchema,
} from "./orders.schemas.ts";

const route = moduleRoutes("orders", signedIn());
const byItemPhoto = route.with({ params: orderItemPhotoParams });
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
  /** The window's simple picture, read as its order is (not a public file link). */
  picture: byOrderItem.get("/api/orders/:id/items/:itemId/picture", {
    description:
      "The window's simple picture (PNG) through its order's visibility rule; 'missing.item_picture' when it has none.",
    response: { raw: ["image/png"] },
  }),
  savePicture: byOrderItem.put("/api/orders/:id/items/:itemId/picture", {
    description:
      "Keeps a PNG as the window's simple picture (drawRender's save simple picture), replacing the one it had; " +
      "changed only as the window's order and contract allow. The same picture again changes nothing else.",
    body: itemPictureBodySchema,
    success: "success.edit",
  }),
  /** The photos attached to the order's windows (a measured opening's, issue 31), read as the order is. */
  photos: route.with({ params: orderParams }).get("/api/orders/:id/photos", {
    description:
      "The photos attached to the order's windows (those of the measured opening each window became), oldest first, through the order's visibility rule.",
    response: z.array(orderItemPhotoSchema),
  }),
  photo: byItemPhoto.get("/api/orders/:id/items/:itemId/photos/:photoId", {
    description:
      "A window's photo with its marks drawn in (JPEG or PNG), through its order's visibility rule.",
    response: { raw: ["image/jpeg", "image/png"] },
  }),
  photoOriginal: byItemPhoto.get("/api/orders/:id/items/:itemId/photos/:photoId/original", {
    description: "A window's photo as it was taken (JPEG or PNG), through its order's visibility rule.",
    response: { raw: ["image/jpeg", "image/png"] },
  }),
};
