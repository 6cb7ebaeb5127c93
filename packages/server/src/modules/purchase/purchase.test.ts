import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { companies, invitationRewards, users } from "../../db/schema/index.ts";
import { grantOperator } from "../../db/seed.ts";
import { companyModulesOf } from "../../tenancy/company-modules.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  call,
  callRoute,
  nextPhone,
  registerAccount,
  STRONG_PASSWORD,
  signInDemo,
} from "../../test/helpers/factories.ts";
import { createTestApp, testAppForFile } from "../../test/helpers/test-app.ts";
import { placeOrder } from "./purchase.fixtures.ts";
import { createSandbox } from "./sandbox-provider.ts";

const sandbox = createSandbox();
const DAY = 86_400_000;

const t = testAppForFile({ payments: { providers: sandbox.providers, sandbox } });

const token = (s: Session) => s.userinfo.api_token;
const me = async (s: Session) =>
  (await callRoute(t.app, routes.users.info, { token: token(s) })).body.data as Session;

const buy = (s: Session, item: PurchaseItem, channel?: "wechat" | "alipay") =>
  placeOrder(t.app, s, item, channel);

describe("a trial factory upgrades through the sandbox", () => {
  it("pays on the pay page and gets the edition at once, granted exactly once", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const quote = await callRoute(t.app, routes.purchase.quote, {
      token: token(trial),
      body: { item: { kind: "upgrade", edition: "pro" } },
    });
    expect(quote.body.data).toMatchObject({ amountFen: 198_000 });
    const order = await buy(trial, { kind: "upgrade", edition: "pro" });
    expect(order).toMatchObject({ status: "unpaid", amountFen: 198_000 });
    // A code URL as a real provider answers one: a whole address (the sandbox's pay page on the
    // server the buyer reached), so a phone scanning the QR can open it.
    expect(order.payUrl).toBe(`http://localhost:80/sandbox-pay/alipay/${order.outTradeNo}`);
    const payPath = new URL(order.payUrl as string).pathname;

    const page = await t.app.inject({ method: "GET", url: payPath });
    expect(page.body).toContain("1980.00");
    const paid = await t.app.inject({
      method: "POST",
      url: payPath,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(paid.body).toContain("sandbox-paid");

    const after = await me(trial);
    expect(after.userinfo).toMatchObject({ version_type: 3, is_ty: 0 });
    const year = new Date(t.clock().getTime() + 364 * DAY).toISOString().slice(0, 10);
    expect(after.userinfo.expiration_time).toBe(year);

    // The provider resends the same notification, and a stale "waiting" one arrives late.
    const again = sandbox.signedNotification("alipay", {
      outTradeNo: order.outTradeNo,
      providerTradeNo: "T1",
      amountFen: 198_000,
      state: "paid",
    });
    const resent = await call(t.app, "POST", "/api/payments/notify/alipay", { body: again });
    expect(resent.body).toEqual({ result: "SUCCESS" });
    const stale = sandbox.signedNotification("alipay", {
      outTradeNo: order.outTradeNo,
      providerTradeNo: null,
      amountFen: 198_000,
      state: "unpaid",
    });
    await call(t.app, "POST", "/api/payments/notify/alipay", { body: stale });
    const history = await callRoute(t.app, routes.purchase.history, { token: token(trial), query: {} });
    expect(history.body.data?.items.map((o) => o.status)).toEqual(["paid"]);
    expect((await me(trial)).userinfo.expiration_time).toBe(year);

    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/purchase/orders/${order.id}/receipt`,
      headers: { authorization: `Bearer ${token(trial)}`, targetlanguage: "en-US" },
    });
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a forged signature and a wrong amount, and grants nothing", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const order = await buy(trial, { kind: "upgrade", edition: "ultimate" }, "wechat");
    const genuine = sandbox.signedNotification("wechat", {
      outTradeNo: order.outTradeNo,
      providerTradeNo: "T2",
      amountFen: order.amountFen,
      state: "paid",
    });
    const forged = { ...genuine, total_fen: "1" };
    expect((await call(t.app, "POST", "/api/payments/notify/wechat", { body: forged })).body).toEqual({
      result: "FAIL",
    });
    const wrongChannel = await call(t.app, "POST", "/api/payments/notify/alipay", { body: genuine });
    expect(wrongChannel.body).toEqual({ result: "FAIL" });
    const cheap = sandbox.signedNotification("wechat", {
      ...{ outTradeNo: order.outTradeNo, providerTradeNo: "T3", state: "paid" },
      amountFen: 100,
    });
    expect((await call(t.app, "POST", "/api/payments/notify/wechat", { body: cheap })).body).toEqual({
      result: "FAIL",
    });
    expect((await me(trial)).userinfo).toMatchObject({ version_type: 1, is_ty: 1 });
  });

  it("settles an order whose notification never came: by the payer's polling and by the settle job", async () => {
    const a = await registerAccount(t.app, t.clock);
    const first = await buy(a, { kind: "upgrade", edition: "pro" });
    await sandbox.pay("alipay", first.outTradeNo, { notify: false });
    const polled = await callRoute(t.app, routes.purchase.order, {
      token: token(a),
      params: { id: first.id },
    });
    expect(polled.body.data?.status).toBe("paid");
    expect((await me(a)).userinfo.version_type).toBe(3);

    const b = await registerAccount(t.app, t.clock);
    const second = await buy(b, { kind: "topup", amountFen: 5_000 });
    await sandbox.pay("alipay", second.outTradeNo, { notify: false });
    expect(await t.app.settleUnpaidPayments()).toEqual({ granted: 0, closed: 0 }); // too young to ask
    t.clock.advance(3 * 60_000);
    expect(await t.app.settleUnpaidPayments()).toMatchObject({ granted: 1 });
    const account = await callRoute(t.app, routes.purchase.account, { token: token(b) });
    expect(account.body.data).toMatchObject({ balanceFen: 5_000, isTrial: 1 });
  });
});

describe("the settle job on the job runner", () => {
  it("queries an order whose notification never came once a minute and grants it", async () => {
    // Only the runner's interval is faked: the database and the HTTP stack keep real time.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const jobSandbox = createSandbox();
    const jobs = await createTestApp({
      payments: { providers: jobSandbox.providers, sandbox: jobSandbox },
      runJobs: true,
    });
    try {
      const a = await registerAccount(jobs.app, jobs.clock);
      const { body } = await callRoute(jobs.app, routes.purchase.createOrder, {
        token: token(a),
        body: { item: { kind: "topup", amountFen: 1_000 }, channel: "wechat", agreementRead: true },
        idempotencyKey: "job-topup",
      });
      const order = body.data as NonNullable<typeof body.data>;
      await jobSandbox.pay("wechat", order.outTradeNo, { notify: false });
      const balance = async () =>
        (await callRoute(jobs.app, routes.purchase.account, { token: token(a) })).body.data?.balanceFen;
      jobs.clock.advance(3 * 60_000);
      expect(await balance()).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => expect(await balance()).toBe(1_000), { timeout: 5_000 });
    } finally {
      vi.useRealTimers();
      await jobs.close();
    }
  });
});

describe("purchase rules", () => {
  it("needs the agreement read, and refuses seats and modules to a trial account (SPEC §5, §6)", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const unread = await callRoute(t.app, routes.purchase.createOrder, {
      token: token(trial),
      lang: "en-US",
      body: { item: { kind: "upgrade", edition: "pro" }, channel: "alipay", agreementRead: false as true },
      idempotencyKey: "unread",
    });
    expect(unread.status).toBe(400);
    expect(unread.body.message).toContain("purchase agreement");
    const seats = await callRoute(t.app, routes.purchase.quote, {
      token: token(trial),
      body: { item: { kind: "seats", count: 1 } },
    });
    expect(seats.body.key).toBe("trial.no_purchase");
  });

  it("bounds sub-accounts by the seats bought (team upgrade)", async () => {
    const owner = await registerAccount(t.app, t.clock);
    const order = await buy(owner, { kind: "edition", edition: "design", term: "year", quantity: 1 });
    await sandbox.pay("alipay", order.outTradeNo);
    const addSub = () =>
      callRoute(t.app, routes.subAccounts.create, {
        token: token(owner),
        body: {
          phone: nextPhone(),
          nickname: "Sub",
          password: STRONG_PASSWORD,
          permanents: {},
          son_account_type: 0,
        },
      });
    expect((await addSub()).body.key).toBe("purchase.seats_full");
    const seats = await buy(owner, { kind: "seats", count: 1 });
    expect(seats.amountFen).toBe(Math.floor((50_000 * 365 * 2 + 365) / 730));
    await sandbox.pay("alipay", seats.outTradeNo);
    expect((await addSub()).body.code).toBe(0);
    expect((await addSub()).body.key).toBe("purchase.seats_full");
  });

  it("limits a trial account to 10 orders", async () => {
    const trial = await registerAccount(t.app, t.clock);
    for (let i = 0; i < 10; i += 1) {
      const made = await callRoute(t.app, routes.orders.create, {
        token: token(trial),
        body: { kind: "intent" },
      });
      expect(made.body.code, made.body.key).toBe(0);
    }
    const eleventh = await callRoute(t.app, routes.orders.create, {
      token: token(trial),
      lang: "en-US",
      body: { kind: "intent" },
    });
    expect(eleventh.body.key).toBe("trial.order_limit");
    expect(eleventh.body.message).toContain("10 orders");
  });

  it("gives the one-day rendering trial once, unlocking exactly the rendering module", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const usable = async () =>
      Object.entries((await me(trial)).company_modules)
        .filter(([, value]) => value > 0)
        .map(([name]) => name)
        .sort();
    const before = await usable();
    const first = await callRoute(t.app, routes.purchase.renderTrial, { token: token(trial) });
    expect(first.body.data?.renderTrialOn).toBe(t.clock().toISOString().slice(0, 10));
    expect((await callRoute(t.app, routes.purchase.renderTrial, { token: token(trial) })).body.key).toBe(
      "trial.render_trial_used",
    );
    // Taking it unlocks the rendering module for the day taken and the next, in the session the
    // web guard reads and in the modules the entitlements check reads.
    expect(await usable()).toEqual([...before, "rendering"].sort());
    const [user] = await t.database.db.select().from(users).where(eq(users.id, trial.userinfo.id));
    const tenant = { companyId: user?.companyId } as Tenant;
    const today = t.clock().toISOString().slice(0, 10);
    expect((await companyModulesOf(t.database.db, tenant, today)).rendering).toBe(1);
    t.clock.advance(DAY);
    expect((await me(trial)).company_modules.rendering).toBe(1);
    t.clock.advance(DAY);
    expect((await me(trial)).company_modules.rendering).toBeUndefined();
    const later = t.clock().toISOString().slice(0, 10);
    expect((await companyModulesOf(t.database.db, tenant, later)).rendering).toBeUndefined();
  });

  it("extends a trial by sharing once", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const before = (await me(trial)).userinfo.ty_expiration_time as string;
    await callRoute(t.app, routes.purchase.shareExtension, { token: token(trial) });
    const after = (await me(trial)).userinfo.ty_expiration_time as string;
    expect((Date.parse(after) - Date.parse(before)) / DAY).toBe(3);
    expect((await callRoute(t.app, routes.purchase.shareExtension, { token: token(trial) })).body.key).toBe(
      "purchase.share_extension_used",
    );
  });
});

describe("a price that no longer holds", () => {
  it("issue 25.8: a module ordered for 219 fen with one day left and paid after a one-year renewal is not granted for the year", async () => {
    const s = await registerAccount(t.app, t.clock);
    // One paid day: the period ends today, one day left.
    await sandbox.pay(
      "alipay",
      (await buy(s, { kind: "edition", edition: "design", term: "day", quantity: 1 })).outTradeNo,
    );
    const today = t.clock().toISOString().slice(0, 10);
    expect((await me(s)).userinfo.expiration_time).toBe(today);
    const module = await buy(s, { kind: "module", module: "warehouse" });
    expect(module.amountFen).toBe(219);
    // A year's renewal is paid before the module.
    await sandbox.pay(
      "alipay",
      (await buy(s, { kind: "edition", edition: "design", term: "year", quantity: 1 })).outTradeNo,
    );
    const renewed = (await me(s)).userinfo.expiration_time as string;
    expect(renewed > today).toBe(true);
    // The module's order expired with the old period: the payer sees it closed…
    const status = async () =>
      (await callRoute(t.app, routes.purchase.order, { token: token(s), params: { id: module.id } })).body
        .data;
    expect((await status())?.status).toBe("closed");
    // …and a payment that still arrives for it grants nothing: the 219 fen bought one day, not the year.
    await sandbox.pay("alipay", module.outTradeNo);
    expect((await status())?.status).toBe("refund_due");
    expect((await me(s)).company_modules.warehouse).toBeUndefined();
    // Ordered again, it costs the renewed period.
    const again = await callRoute(t.app, routes.purchase.quote, {
      token: token(s),
      body: { item: { kind: "module", module: "warehouse" } },
    });
    expect(again.body.data?.amountFen).toBeGreaterThan(79_000);
    // An order whose price still holds is granted as before.
    const seats = await buy(s, { kind: "seats", count: 1 });
    await sandbox.pay("alipay", seats.outTradeNo);
    expect((await me(s)).userinfo.expiration_time).toBe(renewed);
  });
});

describe("invitation rewards, withdrawals and the operator console", () => {
  it("credits 15 % of an invitee's first purchase once it cannot be refunded; the inviter withdraws 300", async () => {
    const inviter = await registerAccount(t.app, t.clock, { company: "Inviter" });
    const invitees: Session[] = [];
    for (let i = 0; i < 2; i += 1)
      invitees.push(
        await registerAccount(t.app, t.clock, { invitationCode: inviter.userinfo.invitation_code }),
      );
    for (const invitee of invitees) {
      const order = await buy(invitee, { kind: "edition", edition: "ultimate", term: "year", quantity: 1 });
      await sandbox.pay("alipay", order.outTradeNo);
    }
    // A second purchase of the same invitee adds nothing.
    const more = await buy(invitees[0] as Session, { kind: "topup", amountFen: 10_000 });
    await sandbox.pay("alipay", more.outTradeNo);

    const summary = async () =>
      (await callRoute(t.app, routes.invitation.summary, { token: token(inviter) })).body.data;
    expect(await summary()).toMatchObject({
      pendingFen: 2 * 44_700,
      earnedFen: 0,
      availableFen: 0,
      invitedCount: 2,
    });
    const early = await callRoute(t.app, routes.invitation.withdraw, {
      token: token(inviter),
      lang: "en-US",
      body: { method: "alipay", account: "inviter@example.com", accountName: "Li Lei", amountFen: 30_000 },
      idempotencyKey: "early",
    });
    expect(early.body.errors).toEqual([
      { field: "amountFen", message: "Withdrawal is possible once your rewards reach 300 yuan" },
    ]);

    t.clock.advance(8 * DAY);
    expect(await summary()).toMatchObject({ earnedFen: 89_400, availableFen: 89_400 });
    const odd = await callRoute(t.app, routes.invitation.withdraw, {
      token: token(inviter),
      lang: "en-US",
      body: { method: "alipay", account: "inviter@example.com", accountName: "Li Lei", amountFen: 35_000 },
      idempotencyKey: "odd",
    });
    expect(odd.body.errors?.[0]?.message).toBe("Withdraw in multiples of 100 yuan");
    const ok = await callRoute(t.app, routes.invitation.withdraw, {
      token: token(inviter),
      body: { method: "alipay", account: "inviter@example.com", accountName: "Li Lei", amountFen: 30_000 },
      idempotencyKey: "ok",
    });
    expect(ok.body.data).toMatchObject({ status: "in_process", amountFen: 30_000 });
    const tooMuch = await callRoute(t.app, routes.invitation.withdraw, {
      token: token(inviter),
      lang: "en-US",
      body: {
        method: "bank",
        account: "6222000011112222",
        accountName: "Li Lei",
        bank: "ICBC",
        amountFen: 60_000,
      },
      idempotencyKey: "too-much",
    });
    expect(tooMuch.body.errors?.[0]?.message).toBe("The withdrawal exceeds the withdrawable balance");
    const invited = await callRoute(t.app, routes.invitation.invited, { token: token(inviter), query: {} });
    expect(invited.body.data?.items.map((i) => i.rewardFen)).toEqual([44_700, 44_700]);

    // The operator console: refused to everyone else; the operator marks the withdrawal transferred.
    const demo = await signInDemo(t.app);
    const refused = await callRoute(t.app, routes.operator.withdrawals, { token: token(demo), query: {} });
    expect(refused.body.key).toBe("access.not_admin");
    await grantOperator(t.database.db, demo.userinfo.phone_number as string);
    const list = await callRoute(t.app, routes.operator.withdrawals, {
      token: token(demo),
      query: { status: "in_process" },
    });
    const mine = list.body.data?.items.find((w) => w.id === ok.body.data?.id);
    expect(mine).toMatchObject({ company: "Inviter", amountFen: 30_000 });
    const done = await callRoute(t.app, routes.operator.processWithdrawal, {
      token: token(demo),
      params: { id: mine?.id as number },
      body: { status: "transferred" },
    });
    expect(done.body.data?.status).toBe("transferred");
    const twice = await callRoute(t.app, routes.operator.processWithdrawal, {
      token: token(demo),
      params: { id: mine?.id as number },
      body: { status: "refused" },
    });
    expect(twice.body.key).toBe("withdraw.not_in_process");
    const util = await callRoute(t.app, routes.operator.utilization, {
      token: token(demo),
      query: { phone: inviter.userinfo.phone_number as string },
    });
    expect(util.body.data?.items, JSON.stringify(util.body)).toHaveLength(1);
  });

  it("gives no reward for inviting oneself", async () => {
    const self = await registerAccount(t.app, t.clock);
    // Its own phone as inviter (what an edited request or an old record could hold).
    await t.database.db
      .update(companies)
      .set({ invitedByPhone: self.userinfo.phone_number })
      .where(eq(companies.invitationCode, self.userinfo.invitation_code));
    const order = await buy(self, { kind: "upgrade", edition: "pro" });
    await sandbox.pay("alipay", order.outTradeNo);
    const rows = await t.database.db
      .select()
      .from(invitationRewards)
      .where(eq(invitationRewards.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it("redeems a code once; the second redemption fails as already purchased", async () => {
    const operatorSession = await signInDemo(t.app);
    await grantOperator(t.database.db, operatorSession.userinfo.phone_number as string);
    const made = await callRoute(t.app, routes.operator.createCodes, {
      token: token(operatorSession),
      body: { item: { kind: "upgrade", edition: "pro" }, count: 1 },
      idempotencyKey: "codes",
    });
    const code = made.body.data?.[0]?.code as string;
    const a = await registerAccount(t.app, t.clock);
    const b = await registerAccount(t.app, t.clock);
    const redeemed = await callRoute(t.app, routes.purchase.redeem, {
      token: token(a),
      body: { code: code.toLowerCase() },
      idempotencyKey: "r1",
    });
    expect(redeemed.body.data).toMatchObject({ status: "paid", amountFen: 0, channel: "redeem" });
    expect((await me(a)).userinfo.version_type).toBe(3);
    const again = await callRoute(t.app, routes.purchase.redeem, {
      token: token(b),
      body: { code },
      idempotencyKey: "r2",
    });
    expect(again.body.key).toBe("other.already_purchased");
  });
});
