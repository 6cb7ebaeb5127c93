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
const byContract = route.with({ params: contractParams, response: contractDetailSchema });

export const contracts = {
  list: route.get("/api/contracts", { query: contractListQuerySchema, response: contractPageSchema }),
  create: route.create("/api/contracts", { body: contractCreateSchema, response: contractSchema }),
  detail: byContract.get("/api/contracts/:id", {}),
  update: byContract.update("/api/contracts/:id", { body: contractUpdateSchema }),
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
