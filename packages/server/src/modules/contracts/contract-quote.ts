import { hasPermission } from "@fenestra/core";
import { checkQuoteChange } from "@fenestra/core/pricing/contract-price";
import { AppError } from "../../plugins/errors.ts";
import type { ContractRow } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** Discount and markup of a contract edit: valid ranges, and a raise needs its permission. */
export function checkQuote(
  tenant: Tenant,
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
    hasPermission(tenant.permanents, "raise_quote_price"),
  );
  if (refusal) throw new AppError(refusal);
}
