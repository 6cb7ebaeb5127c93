import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { priceWithCoupon } from "@fenestra/core/account/purchase";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { findUserById } from "../auth/auth.queries.ts";
import { commonCoupon, couponHolder, shownCoupon } from "./coupon.queries.ts";

// SPEC §3 coupon activity and §7 GET coupon/common: the coupon offered to everyone, shown on the
// purchase pages and taken off one purchase of each company (docs/accounts.md "Coupons").

/** The common coupon and whether the caller's company has used it (an order it was applied to was paid). */
export async function commonCouponOf(deps: Pick<AppDeps, "db">, tenant: Tenant, phone: string) {
  const user = await findUserById(deps.db, tenant.userId);
  // the phone of the query is the caller's own: nobody learns about another phone's account
  if (!user || user.phone !== phone) throw new FieldError("phone", "validation.coupon_phone_own");
  const row = await commonCoupon(deps.db);
  if (!row) return null;
  const holder = await couponHolder(deps.db, row.id, tenant.companyId);
  return {
    id: row.id,
    money: row.moneyFen,
    pic: row.pic,
    link: row.link,
    status: holder?.status === "paid" ? ("used" as const) : ("available" as const),
  };
}

/**
 * The price of `item` after the coupon `couponId` for the company, read inside the transaction that
 * holds the company's row: the coupon must be shown and not used (its holder paid), and it must
 * apply (core priceWithCoupon). Answers the price, the coupon's money and the unpaid order that
 * holds it now (which the new order takes it from), or refuses with the coupon's message.
 */
export async function couponPrice(
  tx: Db,
  tenant: Tenant,
  item: PurchaseItem,
  priceFen: number,
  couponId: number,
) {
  const coupon = await shownCoupon(tx, couponId);
  if (!coupon) throw new AppError("coupon.unavailable");
  const holder = await couponHolder(tx, couponId, tenant.companyId, true);
  if (holder?.status === "paid") throw new AppError("coupon.used");
  const priced = priceWithCoupon(item, priceFen, coupon.moneyFen);
  if (!priced.ok) throw new AppError(priced.refusal);
  return {
    amountFen: priced.amountFen,
    couponFen: coupon.moneyFen,
    unpaidHolder: holder?.status === "unpaid" ? holder.id : null,
  };
}
