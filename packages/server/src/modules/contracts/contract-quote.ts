import { hasPermission } from "@fenestra/core";
import { checkQuoteChange } from "@fenestra/core/pricing/contract-price";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import type { ContractRow } from "./contracts.queries.ts";

/** Discount and markup of a contract edit: valid ranges, and a raise needs its permission. */
export function checkQuote(
  auth: AuthContext,
  before: ContractRow,
  body: { discountPercent?: number; markupPercent?: number },
) {
  if (body.discountPercent === undefined && body.markupPercent === undefined) return;
  const refusal = checkQuoteChange(
    { markupPercent: before.markupPercent },
    {
      markupPercent: body.markupPercent ?? before.markupPercent,
      discountPercent: body.discountPercent ?? before.discountPercent,
    },
    hasPermission(auth.permanents, "raise_quote_price"),
  );
  if (refusal) throw new AppError(refusal);
}
