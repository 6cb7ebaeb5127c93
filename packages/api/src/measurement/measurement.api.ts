import { z } from "zod";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  convertResultSchema,
  measureListQuerySchema,
  measureOrderCreateSchema,
  measureOrderDetailSchema,
  measureOrderParams,
  measureOrderSchema,
  measureOrderUpdateSchema,
  measurerSchema,
  measureTransitionSchema,
  syncBodySchema,
  syncResultSchema,
} from "./measurement.schemas.ts";

/**
 * Field measurement (issue 31), part of the CRM module (its customers are the CRM's): a sub-account
 * needs the key `measure`, and without "get all orders" sees only the measurement orders assigned
 * to it. The office's acts (ordering a visit, assigning it, converting it) need "edit order" too.
 */
const measurer = signedIn({ module: "crm", permission: "measure" });
const office = signedIn({ module: "crm", permission: "edit_order" });

const route = moduleRoutes("measurement", measurer);
const byOrder = route.with({ params: measureOrderParams });

export const measurement = {
  list: route.get("/api/measure-orders", {
    description:
      "The measurement orders whose appointment falls from `from` to `to` (the caller's days, `tz` minutes east of UTC), earliest first, at most 500; a measurer's own only.",
    query: measureListQuerySchema,
    response: z.array(measureOrderSchema),
  }),
  measurers: route.get("/api/measure-orders/measurers", {
    description:
      "The accounts a measurement order may be assigned to: the main account and sub-accounts holding `measure`.",
    access: office,
    response: z.array(measurerSchema),
  }),
  create: route.create("/api/measure-orders", {
    access: office,
    body: measureOrderCreateSchema,
    response: measureOrderSchema,
    idempotent: true,
  }),
  update: byOrder.update("/api/measure-orders/:id", {
    access: office,
    body: measureOrderUpdateSchema,
    response: measureOrderSchema,
    // sent again by a device's sync after a lost answer (docs/measurement.md, offline acts)
    idempotent: true,
  }),
  detail: byOrder.get("/api/measure-orders/:id", {
    description:
      "A measurement order with its openings, the events the caller may fire and its change history.",
    response: measureOrderDetailSchema,
  }),
  sync: byOrder.post("/api/measure-orders/:id/changes", {
    description:
      "Applies a batch of opening changes made on a device (docs/measurement.md): a change whose id was recorded before is not applied again; of two edits of a field the later wins and the other is kept in the history. An opening of another order or company is refused.",
    body: syncBodySchema,
    response: syncResultSchema,
    success: "success.edit",
  }),
  transition: byOrder.post("/api/measure-orders/:id/transitions", {
    body: measureTransitionSchema,
    response: measureOrderDetailSchema,
    success: "success.operate",
    idempotent: true,
  }),
  convert: byOrder.post("/api/measure-orders/:id/convert", {
    description:
      "Makes a measured order an intention order in one step: each opening an item drawn from its window template at the measured size (smallest of three), the customer carried over. A converted order cannot be converted again.",
    access: office,
    response: convertResultSchema,
    success: "success.confirm",
  }),
};
