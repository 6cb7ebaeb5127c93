import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentOrders } from "../../db/schema/index.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { buyPaid } from "../purchase/purchase.fixtures.ts";
import { createSandbox } from "../purchase/sandbox-provider.ts";

// The daily reward job: an invitee's purchase leaves the inviter's reward pending for the refund
// period; the job run as on the day it ends records it as earned, and it stays earned.

const sandbox = createSandbox();
const t = testAppForFile({ payments: { providers: sandbox.providers, sandbox } });

const token = (s: Session) => s.userinfo.api_token;
const DAY = 86_400_000;

/** An inviter and the company it invited, which has bought the ultimate upgrade (the reward pending). */
async function invitedPurchase() {
  const inviter = await registerAccount(t.app, t.clock);
  const invitee = await registerAccount(t.app, t.clock, {
    invitationCode: inviter.userinfo.invitation_code,
  });
  const order = await buyPaid(t.app, sandbox, invitee, { kind: "upgrade", edition: "ultimate" }, "wechat");
  const summary = async () =>
    (await callRoute(t.app, routes.invitation.summary, { token: token(inviter) })).body.data;
  return { inviter, invitee, order, summary };
}

describe("the invitation reward job", () => {
  it("records a reward as earned once its refund period is over, not before", async () => {
    const { inviter, summary } = await invitedPurchase();
    const invited = async () =>
      (await callRoute(t.app, routes.invitation.invited, { token: token(inviter), query: {} })).body.data;
    expect(await summary()).toMatchObject({ pendingFen: 44_700, earnedFen: 0 });
    const availableOn = (await invited())?.items[0]?.availableOn as string;
    expect(availableOn).toBe(new Date(t.clock().getTime() + 7 * DAY).toISOString().slice(0, 10));
    expect((await invited())?.items[0]?.rewardEarned).toBe(false);

    const run = (on: string) =>
      t.app.inject({ method: "POST", url: `/api/dev/jobs/invitation-rewards?on=${on}` });
    const dayBefore = new Date(Date.parse(availableOn) - DAY).toISOString().slice(0, 10);
    expect((await run(dayBefore)).json().data.completed).toBe(0);
    expect(await summary()).toMatchObject({ pendingFen: 44_700, earnedFen: 0 });

    expect((await run(availableOn)).json().data.completed).toBeGreaterThanOrEqual(1);
    expect(await summary()).toMatchObject({ pendingFen: 0, earnedFen: 44_700, availableFen: 44_700 });
    expect((await invited())?.items[0]?.rewardEarned).toBe(true);
    // Recorded once: a second run records nothing more.
    expect((await run(availableOn)).json().data.completed).toBe(0);
  });

  it("keeps the inviter's reward when the invitee deletes its account", async () => {
    const { invitee, order, summary } = await invitedPurchase();
    expect(await summary()).toMatchObject({ pendingFen: 44_700, earnedFen: 0 });

    await callRoute(t.app, routes.account.requestDeletion, {
      token: token(invitee),
      body: { confirm: true },
    });
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/dev/jobs/account-deletions?on=2026-04-30",
    });
    expect(deleted.json().data.completed).toBeGreaterThanOrEqual(1);
    expect((await callRoute(t.app, routes.users.info, { token: token(invitee) })).body.code).toBe(-998);

    // The payment is kept (a record the seller keeps by law), no longer linked to the company.
    const [kept] = await t.database.db
      .select({
        companyId: paymentOrders.companyId,
        amountFen: paymentOrders.amountFen,
        status: paymentOrders.status,
      })
      .from(paymentOrders)
      .where(eq(paymentOrders.outTradeNo, order.outTradeNo));
    expect(kept).toEqual({ companyId: null, amountFen: 298_000, status: "paid" });
    // The purchase was paid and not refunded: the reward stays, becomes earned and can be withdrawn.
    expect(await summary()).toMatchObject({ pendingFen: 44_700, earnedFen: 0 });
    await t.app.inject({ method: "POST", url: "/api/dev/jobs/invitation-rewards?on=2026-04-30" });
    expect(await summary()).toMatchObject({ pendingFen: 0, earnedFen: 44_700, availableFen: 44_700 });
  });
});
