import { subAccountCreateSchema, subAccountUpdateSchema } from "@fenestra/core";
import { z } from "zod";
import { signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
import {
  subAccountPageQuerySchema,
  subAccountPageSchema,
  subAccountParams,
  subAccountSchema,
} from "./sub-accounts.schemas.ts";

const tag = "sub-accounts";
// Only a main account manages its sub-accounts.
const access = signedIn({ mainAccount: "access.main_account_only" });

export const subAccounts = {
  list: defineRoute({
    method: "GET",
    path: "/api/sub-accounts",
    tag,
    access,
    query: subAccountPageQuerySchema,
    response: subAccountPageSchema,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/sub-accounts",
    tag,
    access,
    body: subAccountCreateSchema,
    response: subAccountSchema,
    success: "success.add",
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/sub-accounts/:id",
    tag,
    access,
    params: subAccountParams,
    body: subAccountUpdateSchema,
    response: subAccountSchema,
    success: "success.edit",
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/sub-accounts/:id",
    tag,
    access,
    params: subAccountParams,
    response: z.null(),
    success: "success.delete",
  }),
};
