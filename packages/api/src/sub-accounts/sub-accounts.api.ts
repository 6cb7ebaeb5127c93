import { subAccountCreateSchema, subAccountUpdateSchema } from "@fenestra/core";
import { z } from "zod";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  subAccountPageQuerySchema,
  subAccountPageSchema,
  subAccountParams,
  subAccountSchema,
} from "./sub-accounts.schemas.ts";

// Only a main account manages its sub-accounts.
const access = signedIn({ mainAccount: "access.main_account_only" });

const route = moduleRoutes("sub-accounts", access);
const bySubAccount = route.with({ params: subAccountParams });

export const subAccounts = {
  list: route.get("/api/sub-accounts", { query: subAccountPageQuerySchema, response: subAccountPageSchema }),
  create: route.create("/api/sub-accounts", { body: subAccountCreateSchema, response: subAccountSchema }),
  update: bySubAccount.update("/api/sub-accounts/:id", {
    body: subAccountUpdateSchema,
    response: subAccountSchema,
  }),
  remove: bySubAccount.remove("/api/sub-accounts/:id", { response: z.null() }),
};
