import { signedIn } from "../access.ts";
import { contractDetailSchema, contractParams } from "../contracts/contracts.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";
import { quoteItemBodySchema, quoteItemParams, quoteItemUpdateSchema } from "./quotes.schemas.ts";

// A contract's quote lines; each change answers the contract as its detail page shows it.
const route = moduleRoutes("contracts", signedIn());
const byQuoteItem = route.with({ params: quoteItemParams, response: contractDetailSchema });

export const quotes = {
  add: route.create("/api/contracts/:id/quote-items", {
    params: contractParams,
    body: quoteItemBodySchema,
    response: contractDetailSchema,
  }),
  edit: byQuoteItem.update("/api/contracts/:id/quote-items/:itemId", { body: quoteItemUpdateSchema }),
  remove: byQuoteItem.remove("/api/contracts/:id/quote-items/:itemId", {}),
};
