import { z } from "zod";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  attachOrderSchema,
  contractCreateSchema,
  contractDetailSchema,
  contractListQuerySchema,
  contractPageSchema,
  contractParams,
  contractSchema,
  contractUpdateSchema,
  factoryLinkSchema,
  factorySchema,
  transitionSchema,
} from "./contracts.schemas.ts";

const route = moduleRoutes("contracts", signedIn());
/** A contract saved with `addCustomer` adds its customer to the CRM: the crm module for that part. */
const withCustomers = signedIn({ partModule: "crm" });
const byContract = route.with({ params: contractParams, response: contractDetailSchema });

export const contracts = {
  list: route.get("/api/contracts", { query: contractListQuerySchema, response: contractPageSchema }),
  create: route.create("/api/contracts", {
    description:
      "Creates a contract; with `orderId` (an order the caller sees, in no contract yet: 'contract.order_in_contract' " +
      "otherwise) the order goes into it in the same transaction. A repeat with the same Idempotency-Key makes one contract.",
    body: contractCreateSchema,
    response: contractSchema,
    access: withCustomers,
    idempotent: true,
  }),
  detail: byContract.get("/api/contracts/:id", {}),
  update: byContract.update("/api/contracts/:id", { body: contractUpdateSchema, access: withCustomers }),
  transition: byContract.post("/api/contracts/:id/transitions", {
    body: transitionSchema,
    success: "success.operate",
  }),
  confirm: byContract.post("/api/contracts/:id/confirm", { success: "success.confirm" }),
  cancelConfirm: byContract.post("/api/contracts/:id/cancel-confirm", { success: "success.cancel_confirm" }),
  attachOrder: byContract.create("/api/contracts/:id/orders", { body: attachOrderSchema }),
  factories: route.get("/api/factories", { response: z.array(factorySchema) }),
  linkFactory: route.create("/api/factories", { body: factoryLinkSchema, response: factorySchema }),
};
