import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { COLLECTION_METHODS } from "@fenestra/core/workflows/collections";
import { collectionAmountSchema } from "@fenestra/core/workflows/contract-fields";
import { z } from "zod";
import { signedIn } from "../access.ts";
import { contractDetailSchema } from "../contracts/contracts.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";

export const collectionBodySchema = z.object({
  /** fen */
  amount: collectionAmountSchema,
  method: z.enum(COLLECTION_METHODS, invalid),
  note: z.string().max(200, invalid).optional(),
  /**
   * The receipt account the money came into; the company's default account when left out. A
   * company with no receipt account yet is asked to add one (`finance.account_required`).
   */
  accountId: idSchema.optional(),
});

const route = moduleRoutes("contracts", signedIn({ module: "finance", permission: "finance_all" }));

export const collections = {
  /** One payment received; the client sends one Idempotency-Key per payment. */
  record: route.create("/api/contracts/:id/collections", {
    // Recording money received is finance work: the company needs the finance module (10086
    // without it) and a sub-account the finance key (docs/contracts.md, "Who may record a
    // collection"). The money lands on a receipt account (docs/finance.md).
    access: signedIn({ module: "finance", permission: "finance_all" }),
    params: z.object({ id: idSchema }),
    body: collectionBodySchema,
    response: contractDetailSchema,
    idempotent: true,
  }),
};
