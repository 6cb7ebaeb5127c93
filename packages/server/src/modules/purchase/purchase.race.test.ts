import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  companies,
  companyModules,
  coupons,
  couponUses,
  invitationRewards,
  paymentOrders,
} from "../../db/schema/index.ts";
import { call, callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { describeRaces } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { buyPaid, placeOrder } from "./purchase.fixtures.ts";
import { createSandbox } from "./sandbox-provider.ts";

// The two concurrency rules of payments and withdrawals, on PostgreSQL (where requests really
// run at once): a notification delivered 20 times at once grants once; 20 withdrawals at once
// never take more than the balance.

const sandbox = createSandbox();
const DAY = 86_400_000;
const token = (s: Session) => s.userinfo.api_token;

const t = testAppForFile({ payments: { providers: sandbox.providers, sandbox } });

/** The last day of a month bought today. */
function lastDayOfAMonth(): string {
  const oneMonth = new Date(t.clock().getTime());
  oneMonth.setUTCMonth(oneMonth.getUTCMonth() + 1);
  return new Date(oneMonth.getTime() - DAY).toISOString().slice(0, 10);
}

/** The paid expiry of the buyer's company. */
async function expiryOf(buyer: Session) {
  const [company] = await t.database.db
    .select()
    .from(companies)
    .where(eq(companies.invitationCode, buyer.userinfo.invitation_code));
  return company?.expiresOn;
}

const paidUpgrade = (buyer: Session) =>
  placeOrder(t.app, buyer, { kind: "edition", edition: "design", term: "month", quantity: 1 }, "wechat");

describeRaces("payment and withdrawal races", () => {
  it("grants a purchase once when its notification arrives 20 times at once", async () => {
    const inviter = await registerAccount(t.app, t.clock);
    const buyer = await registerAccount(t.app, t.clock, { invitationCode: inviter.userinfo.invitation_code });
    const order = await paidUpgrade(buyer);
    await sandbox.pay("wechat", order.outTradeNo, { notify: false });
    const notification = sandbox.signedNotification("wechat", {
      outTradeNo: order.outTradeNo,
      providerTradeNo: "RACE1",
      amountFen: order.amountFen,
      state: "paid",
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, "POST", "/api/payments/notify/wechat", { body: notification }),
      ),
    );
    expect(answers.every((a) => (a.body as unknown as { result: string }).result === "SUCCESS")).toBe(true);
    // One month from today, not twenty.
    expect(await expiryOf(buyer)).toBe(lastDayOfAMonth());
    const rewards = await t.database.db
      .select()
      .from(invitationRewards)
      .where(eq(invitationRewards.orderId, order.id));
    expect(rewards).toHaveLength(1);
    const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(row?.status).toBe("paid");
  });

  it("issue 25.8: a module's payment racing a renewal's is granted only if its price still holds", async () => {
    const buyer = await registerAccount(t.app, t.clock);
    const order = (item: PurchaseItem) => placeOrder(t.app, buyer, item);
    await sandbox.pay(
      "alipay",
      (await order({ kind: "edition", edition: "design", term: "day", quantity: 1 })).outTradeNo,
    );
    const today = t.clock().toISOString().slice(0, 10);
    const module = await order({ kind: "module", module: "warehouse" });
    const renewal = await order({ kind: "edition", edition: "design", term: "year", quantity: 1 });
    expect(module.amountFen).toBe(219);
    const notifications = [module, renewal].map((o, i) => {
      return sandbox.signedNotification("alipay", {
        outTradeNo: o.outTradeNo,
        providerTradeNo: `R8-${i}`,
        amountFen: o.amountFen,
        state: "paid",
      });
    });
    // Both paid at the provider; each notification delivered 10 times, all at once.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, "POST", "/api/payments/notify/alipay", { body: notifications[i % 2] }),
      ),
    );
    const rows = await t.database.db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.id, [module.id, renewal.id]));
    const statusOf = (id: number) => rows.find((r) => r.id === id)?.status;
    // Whichever came first is granted; the other was priced for an account that no longer exists.
    expect([statusOf(module.id), statusOf(renewal.id)].sort()).toEqual(["paid", "refund_due"]);
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.invitationCode, buyer.userinfo.invitation_code));
    const [owned] = await t.database.db
      .select()
      .from(companyModules)
      .where(
        and(eq(companyModules.companyId, company?.id as number), eq(companyModules.module, "warehouse")),
      );
    if (statusOf(module.id) === "paid") {
      // 219 fen bought the one day left: the period did not grow.
      expect(company?.expiresOn).toBe(today);
      expect(owned?.value).toBe(1);
    } else {
      expect(company?.expiresOn && company.expiresOn > today).toBe(true);
      expect(owned).toBeUndefined();
    }
  });

  it("issue 30: a coupon ordered 20 times at once and every order paid at once discounts one purchase", async () => {
    const buyer = await registerAccount(t.app, t.clock);
    const [coupon] = await t.database.db.insert(coupons).values({ moneyFen: 5_000, status: 1 }).returning();
    const couponId = coupon?.id as number;
    const item = { kind: "edition", edition: "design", term: "month", quantity: 1 } as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callRoute(t.app, routes.purchase.createOrder, {
          token: token(buyer),
          body: { item, channel: "wechat", agreementRead: true, couponId },
          idempotencyKey: `coupon-race-${i}`,
        }),
      ),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    const orders = answers.map((a) => a.body.data as NonNullable<typeof a.body.data>);
    // Each took the coupon from the one before: one order holds it, the others are closed.
    const held = await t.database.db.select().from(couponUses).where(eq(couponUses.couponId, couponId));
    expect(held).toHaveLength(1);
    const statuses = async () =>
      (
        await t.database.db
          .select()
          .from(paymentOrders)
          .where(
            inArray(
              paymentOrders.id,
              orders.map((o) => o.id),
            ),
          )
      ).map((r) => r.status);
    expect((await statuses()).filter((s) => s === "unpaid")).toHaveLength(1);
    // Every one of them is paid at the provider, all notifications at once: one is granted.
    await Promise.all(
      orders.map((o, i) =>
        sandbox.pay("wechat", o.outTradeNo, { notify: false }).then(() =>
          call(t.app, "POST", "/api/payments/notify/wechat", {
            body: sandbox.signedNotification("wechat", {
              outTradeNo: o.outTradeNo,
              providerTradeNo: `CR-${i}`,
              amountFen: o.amountFen,
              state: "paid",
            }),
          }),
        ),
      ),
    );
    const after = await statuses();
    expect(after.filter((s) => s === "paid")).toHaveLength(1);
    expect(after.filter((s) => s === "refund_due")).toHaveLength(19);
    // One month, bought once.
    expect(await expiryOf(buyer)).toBe(lastDayOfAMonth());
    const common = await callRoute(t.app, routes.coupon.common, {
      token: token(buyer),
      query: { phone: buyer.userinfo.phone_number as string },
    });
    expect(common.body.data?.status).toBe("used");
  });

  it("never withdraws more than the balance when 20 requests of 100 arrive at once", async () => {
    const inviter = await registerAccount(t.app, t.clock);
    // Two invitees buy the ultimate edition for a year: 2 × 15 % of 2980 = 894 yuan earned.
    for (let i = 0; i < 2; i += 1) {
      const invitee = await registerAccount(t.app, t.clock, {
        invitationCode: inviter.userinfo.invitation_code,
      });
      await buyPaid(t.app, sandbox, invitee, {
        kind: "edition",
        edition: "ultimate",
        term: "year",
        quantity: 1,
      });
    }
    t.clock.advance(8 * DAY);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callRoute(t.app, routes.invitation.withdraw, {
          token: token(inviter),
          body: { method: "alipay", account: "racer@example.com", accountName: "Racer", amountFen: 10_000 },
          idempotencyKey: `w-${i}-${Math.random()}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(8);
    const summary = await callRoute(t.app, routes.invitation.summary, { token: token(inviter) });
    expect(summary.body.data).toMatchObject({ earnedFen: 89_400, withdrawnFen: 80_000, availableFen: 9_400 });
  });
});
