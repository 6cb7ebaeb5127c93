import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { EDITIONS } from "@fenestra/core/account/entitlements";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coupons, paymentOrders } from "../../db/schema/index.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { placeOrder } from "./purchase.fixtures.ts";
import { createSandbox } from "./sandbox-provider.ts";

// SPEC §3 coupon activity, §7 GET coupon/common: the coupon an operator shows is offered to every
// account, taken off one purchase of each company, and never twice (issue 30).

const sandbox = createSandbox();
const t = testAppForFile({ payments: { providers: sandbox.providers, sandbox } });
const token = (s: Session) => s.userinfo.api_token;
const YEAR = { kind: "edition", edition: "design", term: "year", quantity: 1 } as const;

async function showCoupon(moneyFen: number, status = 1) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({ moneyFen, status, pic: "https://example.com/coupon.png", link: "https://example.com/rules" })
    .returning();
  return row?.id as number;
}

const common = (s: Session, phone = s.userinfo.phone_number as string) =>
  callRoute(t.app, routes.coupon.common, { token: token(s), query: { phone }, lang: "en-US" });

const statusOf = async (id: number) =>
  (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]?.status;

describe("the common coupon", () => {
  it("is offered to the caller's own phone only, with its money, picture, link and the company's status", async () => {
    const buyer = await registerAccount(t.app, t.clock);
    const id = await showCoupon(8_000);
    await showCoupon(9_900, 0); // hidden: never offered
    expect((await common(buyer)).body.data).toEqual({
      id,
      money: 8_000,
      pic: "https://example.com/coupon.png",
      link: "https://example.com/rules",
      status: "available",
    });
    const other = await common(buyer, "13912345678");
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([{ field: "phone", message: "Ask with your own account's phone" }]);
  });

  it("is taken off the quote and the order, and once paid it is used: never applied again", async () => {
    const buyer = await registerAccount(t.app, t.clock);
    const id = await showCoupon(10_000);
    const quote = await callRoute(t.app, routes.purchase.quote, {
      token: token(buyer),
      body: { item: YEAR, couponId: id },
    });
    expect(quote.body.data).toMatchObject({
      amountFen: EDITIONS.design.price.year - 10_000,
      couponFen: 10_000,
    });
    const order = await placeOrder(t.app, buyer, YEAR, "alipay", id);
    expect(order).toMatchObject({ amountFen: EDITIONS.design.price.year - 10_000, couponFen: 10_000 });
    await sandbox.pay("alipay", order.outTradeNo);
    expect(await statusOf(order.id)).toBe("paid");
    expect((await common(buyer)).body.data?.status).toBe("used");
    const again = await callRoute(t.app, routes.purchase.createOrder, {
      token: token(buyer),
      lang: "en-US",
      body: { item: YEAR, channel: "alipay", agreementRead: true, couponId: id },
      idempotencyKey: "coupon-again",
    });
    expect(again.body).toMatchObject({
      code: 2,
      key: "coupon.used",
      message: "Your account has already used this coupon",
    });
    // another company still has it
    const other = await registerAccount(t.app, t.clock);
    expect((await common(other)).body.data?.status).toBe("available");
  });

  it("is refused for a top-up, when worth the whole price, and once hidden", async () => {
    const buyer = await registerAccount(t.app, t.clock);
    const small = await showCoupon(100);
    const quote = (item: object, couponId: number) =>
      callRoute(t.app, routes.purchase.quote, {
        token: token(buyer),
        body: { item: item as never, couponId },
      });
    expect((await quote({ kind: "topup", amountFen: 10_000 }, small)).body.key).toBe("coupon.not_for_topup");
    const huge = await showCoupon(EDITIONS.design.price.year);
    expect((await quote(YEAR, huge)).body.key).toBe("coupon.exceeds_price");
    await t.database.db.update(coupons).set({ status: 0 }).where(eq(coupons.id, small));
    expect((await quote(YEAR, small)).body.key).toBe("coupon.unavailable");
  });

  it("moves to a newer order: the older one is closed, and its late payment grants nothing", async () => {
    const buyer = await registerAccount(t.app, t.clock);
    const id = await showCoupon(5_000);
    const first = await placeOrder(t.app, buyer, YEAR, "alipay", id);
    const second = await placeOrder(t.app, buyer, { ...YEAR, term: "month" }, "alipay", id);
    expect(await statusOf(first.id)).toBe("closed");
    await sandbox.pay("alipay", first.outTradeNo);
    expect(await statusOf(first.id)).toBe("refund_due");
    const info = await callRoute(t.app, routes.users.info, { token: token(buyer) });
    expect(info.body.data?.userinfo.is_ty).toBe(1);
    await sandbox.pay("alipay", second.outTradeNo);
    expect(await statusOf(second.id)).toBe("paid");
    const after = await callRoute(t.app, routes.users.info, { token: token(buyer) });
    expect(after.body.data?.userinfo.is_ty).toBe(0);
  });
});
