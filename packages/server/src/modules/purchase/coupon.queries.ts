import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { coupons, couponUses, paymentOrders } from "../../db/schema/index.ts";

// Coupons (SPEC §3 coupon activity) and which order of a company holds one (coupon_uses).

/** The coupon offered to everyone: the newest one an operator shows (status 1). */
export async function commonCoupon(db: Db) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.status, 1))
    .orderBy(desc(coupons.id))
    .limit(1);
  return row;
}

/** A coupon an operator shows, by id. */
export async function shownCoupon(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.status, 1)));
  return row;
}

/**
 * The order of the company that holds the coupon, with its status; `lock` holds that order's row
 * (the company's row is locked first by the caller: the lock order of grants).
 */
export async function couponHolder(db: Db, couponId: number, companyId: number, lock = false) {
  const query = db
    .select({ id: paymentOrders.id, status: paymentOrders.status })
    .from(couponUses)
    .innerJoin(paymentOrders, eq(paymentOrders.id, couponUses.orderId))
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.companyId, companyId)));
  const [row] = lock ? await query.for("update") : await query.limit(1);
  return row;
}

/** Makes `orderId` the holder of the coupon for the company. */
export async function holdCoupon(db: Db, couponId: number, companyId: number, orderId: number) {
  await db
    .insert(couponUses)
    .values({ couponId, companyId, orderId })
    .onConflictDoUpdate({ target: [couponUses.couponId, couponUses.companyId], set: { orderId } });
}
