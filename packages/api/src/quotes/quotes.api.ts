import { signedIn } from "../access.ts";
import { contractDetailSchema, contractParams } from "../contracts/contracts.schemas.ts";
import { defineRoute } from "../route.ts";
import { quoteItemBodySchema, quoteItemParams, quoteItemUpdateSchema } from "./quotes.schemas.ts";

// A contract's quote lines; each change answers the contract as its detail page shows it.
const tag = "contracts";

export const quotes = {
  add: defineRoute({
    method: "POST",
    path: "/api/contracts/:id/quote-items",
    tag,
    access: signedIn(),
    params: contractParams,
    body: quoteItemBodySchema,
    response: contractDetailSchema,
    success: "success.add",
  }),
  edit: defineRoute({
    method: "PUT",
    path: "/api/contracts/:id/quote-items/:itemId",
    tag,
    access: signedIn(),
    params: quoteItemParams,
    body: quoteItemUpdateSchema,
    response: contractDetailSchema,
    success: "success.edit",
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/contracts/:id/quote-items/:itemId",
    tag,
    access: signedIn(),
    params: quoteItemParams,
    response: contractDetailSchema,
    success: "success.delete",
  }),
};
