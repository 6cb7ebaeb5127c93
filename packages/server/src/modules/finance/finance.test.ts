// The finance rules (docs/finance.md) on both databases: receipt accounts, the ledger of
// receipts, expenditures and reversals, the audit, repayment schedules, statistics, ageing,
// the order profit, tenancy, permission keys and the module gate.
import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { collections, financeDayTotals } from "../../db/schema/index.ts";
import { callRoute, malformed, registerAccount, registerPaidAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { getWorkbook } from "../../test/helpers/workbooks.ts";
import { getContract, subAccount } from "../contracts/contracts.fixtures.ts";
import {
  accountsOf,
  contractToPay,
  createAccount,
  recordCollection,
  setFinanceModule,
  TINY_PNG,
} from "./finance.fixtures.ts";

let owner: Session;
let token: string;

const t = testAppForFile();
beforeAll(async () => {
  t.clock.set(new Date("2026-11-25T08:00:00Z"));
  owner = await registerPaidAccount(t.app, t.clock);
  token = owner.userinfo.api_token;
  await setFinanceModule(t, owner, 1);
});

const pay = (id: number, amount: number, extra: { accountId?: number; key?: string; tok?: string } = {}) =>
  recordCollection(
    t.app,
    extra.tok ?? token,
    id,
    { amount, method: "wechat", ...(extra.accountId ? { accountId: extra.accountId } : {}) },
    { idempotencyKey: extra.key },
  );

const spend = (
  body: Partial<{ amount: number; accountId: number; attachment: string; payee: string; note: string }>,
  extra: { key?: string; tok?: string; lang?: string } = {},
) =>
  callRoute(t.app, routes.finance.recordExpenditure, {
    token: extra.tok ?? token,
    lang: extra.lang,
    body: { amount: 1_000, category: "material", payee: "Glass Co.", accountId: 1, ...body },
    idempotencyKey: extra.key,
  });

/** Every account's balance against a sum taken straight from its rows, and the day totals. */
async function expectBalancesAreSums(session: Session) {
  const accounts = await accountsOf(t.app, session.userinfo.api_token);
  for (const a of accounts) {
    const [row] = await t.database.db
      .select({ n: sql<string>`coalesce(sum(${collections.amount}), 0)` })
      .from(collections)
      .where(eq(collections.accountId, a.id));
    expect(a.balance).toBe(Number(row?.n));
  }
  const companyId = (
    await t.database.db
      .select({ c: collections.companyId })
      .from(collections)
      .where(eq(collections.createdBy, session.userinfo.id))
      .limit(1)
  )[0]?.c;
  if (companyId === undefined) return;
  const [ledger] = await t.database.db
    .select({
      received: sql<string>`coalesce(sum(${collections.amount}) filter (where ${collections.kind} = 'receipt'), 0)`,
      spent: sql<string>`coalesce(-sum(${collections.amount}) filter (where ${collections.kind} = 'expenditure'), 0)`,
    })
    .from(collections)
    .where(eq(collections.companyId, companyId));
  const [totals] = await t.database.db
    .select({
      received: sql<string>`coalesce(sum(${financeDayTotals.received}), 0)`,
      spent: sql<string>`coalesce(sum(${financeDayTotals.spent}), 0)`,
    })
    .from(financeDayTotals)
    .where(eq(financeDayTotals.companyId, companyId));
  expect(Number(totals?.received)).toBe(Number(ledger?.received));
  expect(Number(totals?.spent)).toBe(Number(ledger?.spent));
}

describe("receipt accounts", () => {
  it("the first account is the default; another made default takes the flag; deleting one with receipts is refused", async () => {
    const s = await registerAccount(t.app, t.clock);
    await setFinanceModule(t, s, 1);
    const tok = s.userinfo.api_token;
    const first = await createAccount(t.app, tok, { type: "alipay", name: "Alipay", number: "pay@shop.cn" });
    expect(first.isDefault).toBe(true);
    const bank = await createAccount(t.app, tok, {
      type: "bank_card",
      name: "Zhang San",
      number: "6222 0000 1111 2222",
      bankName: "ICBC",
      isDefault: true,
    });
    const list = await accountsOf(t.app, tok);
    expect(list.map((a) => [a.name, a.isDefault])).toEqual([
      ["Alipay", false],
      ["Zhang San", true],
    ]);
    // A receipt without an account goes to the default one.
    const c = await contractToPay(t.app, tok);
    expect((await pay(c.id, 50_000, { tok })).body.code).toBe(0);
    const after = await accountsOf(t.app, tok);
    expect(after.find((a) => a.id === bank.id)).toMatchObject({ balance: 50_000, entries: 1 });
    const refused = await callRoute(t.app, routes.finance.deleteAccount, {
      token: tok,
      lang: "zh-CN",
      params: { id: bank.id },
    });
    expect(refused.body).toMatchObject({ code: 2, key: "delete_blocked.account_has_payments" });
    expect(refused.body.message).toBe("该账户有收款记录，不能删除");
    expect(await accountsOf(t.app, tok)).toHaveLength(2);
    const removed = await callRoute(t.app, routes.finance.deleteAccount, {
      token: tok,
      params: { id: first.id },
    });
    expect(removed.body.code).toBe(0);
    expect((await accountsOf(t.app, tok)).map((a) => a.id)).toEqual([bank.id]);
    await expectBalancesAreSums(s);
  });

  it("deleting the default account hands the default to the oldest one left, where the next receipt lands", async () => {
    const s = await registerAccount(t.app, t.clock);
    await setFinanceModule(t, s, 1);
    const tok = s.userinfo.api_token;
    const wechat = await createAccount(t.app, tok, { type: "wechat", name: "WeChat" });
    const alipay = await createAccount(t.app, tok, { type: "alipay", name: "Alipay" });
    const bank = await createAccount(t.app, tok, {
      type: "bank_card",
      name: "Li Si",
      number: "6222 0000 3333 4444",
      bankName: "CCB",
      isDefault: true,
    });
    const removed = await callRoute(t.app, routes.finance.deleteAccount, {
      token: tok,
      params: { id: bank.id },
    });
    expect(removed.body.code).toBe(0);
    expect((await accountsOf(t.app, tok)).map((a) => [a.id, a.isDefault])).toEqual([
      [wechat.id, true],
      [alipay.id, false],
    ]);
    // A receipt naming no account still has one to land on.
    const c = await contractToPay(t.app, tok);
    expect((await pay(c.id, 12_000, { tok })).body.code).toBe(0);
    expect((await accountsOf(t.app, tok)).find((a) => a.id === wechat.id)).toMatchObject({ balance: 12_000 });
    // Deleting an account that is not the default moves nothing.
    await callRoute(t.app, routes.finance.deleteAccount, { token: tok, params: { id: alipay.id } });
    expect((await accountsOf(t.app, tok)).map((a) => [a.id, a.isDefault])).toEqual([[wechat.id, true]]);
    await expectBalancesAreSums(s);
  });

  it("every receipt lands on an account: a company with none is asked to add one, and nothing is written", async () => {
    const s = await registerAccount(t.app, t.clock);
    await setFinanceModule(t, s, 1);
    const tok = s.userinfo.api_token;
    const c = await contractToPay(t.app, tok);
    const res = await recordCollection(
      t.app,
      tok,
      c.id,
      { amount: 10_000, method: "manual" },
      { idempotencyKey: "no-account-yet", lang: "en-US" },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: "accountId",
        message: "Add a receipt account first (Finance → Receipt accounts): every receipt lands on one",
      },
    ]);
    expect((await getContract(t.app, tok, c.id)).collected).toBe(0);
    const none = await t.database.db.select().from(collections).where(eq(collections.contractId, c.id));
    expect(none).toEqual([]);
    // Once it has one, the same request lands there (the refusal stored nothing under its key).
    const account = await createAccount(t.app, tok, { type: "alipay", name: "Alipay" });
    const again = await recordCollection(
      t.app,
      tok,
      c.id,
      { amount: 10_000, method: "manual" },
      { idempotencyKey: "no-account-yet" },
    );
    expect(again.body.code, again.body.key).toBe(0);
    expect((await accountsOf(t.app, tok))[0]).toMatchObject({ id: account.id, balance: 10_000, entries: 1 });
  });

  it("refuses a blank name and an unknown type at the field, in the caller's language", async () => {
    const res = await callRoute(t.app, routes.finance.createAccount, {
      token,
      lang: "en-US",
      body: malformed({ type: "cash", name: " " }),
    });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string; message: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(["name", "type"]);
  });

  it("another company's account is not found: not listed, not paid into, not deleted", async () => {
    const mine = await createAccount(t.app, token, { name: "Mine" });
    const other = await registerAccount(t.app, t.clock);
    await setFinanceModule(t, other, 1);
    const otherTok = other.userinfo.api_token;
    expect(await accountsOf(t.app, otherTok)).toEqual([]);
    const c = await contractToPay(t.app, otherTok);
    const res = await pay(c.id, 1_000, { tok: otherTok, accountId: mine.id });
    expect(res.status).toBe(400);
    expect((await getContract(t.app, otherTok, c.id)).collected).toBe(0);
    const del = await callRoute(t.app, routes.finance.deleteAccount, {
      token: otherTok,
      params: { id: mine.id },
    });
    expect(del.body.key).toBe("finance.account_not_found");
    expect((await accountsOf(t.app, token)).some((a) => a.id === mine.id)).toBe(true);
  });
});

describe("the ledger", () => {
  let account: number;
  beforeAll(async () => {
    const list = await accountsOf(t.app, token);
    account = list.find((a) => a.isDefault)?.id ?? (await createAccount(t.app, token)).id;
  });

  it("an expenditure with a receipt image takes money out; the same request id twice is one entry", async () => {
    const before = (await accountsOf(t.app, token)).find((a) => a.id === account)?.balance ?? 0;
    const first = await spend(
      { amount: 12_345, accountId: account, attachment: TINY_PNG, note: "float glass" },
      { key: "exp-1" },
    );
    expect(first.body.code, first.body.key).toBe(0);
    expect(first.body.data).toMatchObject({
      kind: "expenditure",
      amount: -12_345,
      hasAttachment: true,
      audited: false,
    });
    const again = await spend(
      { amount: 12_345, accountId: account, attachment: TINY_PNG, note: "float glass" },
      { key: "exp-1" },
    );
    expect(again.body).toEqual(first.body);
    const after = (await accountsOf(t.app, token)).find((a) => a.id === account)?.balance;
    expect(after).toBe(before - 12_345);
    const image = await callRoute(t.app, routes.finance.attachment, {
      token,
      params: { id: first.body.data.id },
    });
    expect(image.body.data?.dataUrl).toBe(TINY_PNG);
    await expectBalancesAreSums(owner);
  });

  it("refuses a file that only says it is a PNG, decimals of a fen and a missing payee, writing nothing", async () => {
    const count = async () =>
      (await callRoute(t.app, routes.finance.entries, { token, query: {} })).body.data?.total;
    const before = await count();
    const fake = `data:image/png;base64,${Buffer.from("<script>alert(1)</script>").toString("base64")}`;
    const bad = await spend({ accountId: account, attachment: fake }, { lang: "en-US" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: "attachment", message: "The image must be a PNG or JPEG of at most 3M" },
    ]);
    expect((await spend({ accountId: account, amount: 10.5 })).status).toBe(400);
    expect((await spend({ accountId: account, payee: "" })).status).toBe(400);
    expect((await spend({ accountId: account, amount: -5 })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses a negative or zero expense in an expense's words, in the caller's language, writing nothing", async () => {
    const count = async () =>
      (await callRoute(t.app, routes.finance.entries, { token, query: {} })).body.data?.total;
    const balance = async () => (await accountsOf(t.app, token)).find((a) => a.id === account)?.balance;
    const before = { count: await count(), balance: await balance() };
    for (const [lang, message] of [
      ["en-US", "The expense amount must be greater than 0"],
      ["zh-CN", "支出金额必须大于 0"],
    ] as const) {
      for (const amount of [-500, 0]) {
        const res = await spend({ accountId: account, amount }, { lang });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 400, message, errors: [{ field: "amount", message }] });
        expect(res.body.message).not.toMatch(/collection|收款/i);
      }
    }
    expect({ count: await count(), balance: await balance() }).toEqual(before);
  });

  it("a correction is a reversing entry: once, never of a reversal, never of an audited entry", async () => {
    const made = (await spend({ amount: 7_000, accountId: account })).body.data;
    if (!made) throw new Error("no entry");
    const balance = async () => (await accountsOf(t.app, token)).find((a) => a.id === account)?.balance;
    const before = await balance();
    const reversed = await callRoute(t.app, routes.finance.reverseEntry, { token, params: { id: made.id } });
    expect(reversed.body.data).toMatchObject({ amount: 7_000, reversesId: made.id, kind: "expenditure" });
    expect(await balance()).toBe((before ?? 0) + 7_000);
    const twice = await callRoute(t.app, routes.finance.reverseEntry, { token, params: { id: made.id } });
    expect(twice.body.key).toBe("finance.entry_reversed");
    const ofReversal = await callRoute(t.app, routes.finance.reverseEntry, {
      token,
      params: { id: reversed.body.data?.id as number },
    });
    expect(ofReversal.body.key).toBe("finance.entry_is_reversal");

    const other = (await spend({ amount: 3_000, accountId: account })).body.data;
    const audit = await callRoute(t.app, routes.finance.audit, {
      token,
      body: { ids: [other?.id as number] },
    });
    expect(audit.body.data).toEqual({ audited: 1 });
    const final = await callRoute(t.app, routes.finance.reverseEntry, {
      token,
      lang: "en-US",
      params: { id: other?.id as number },
    });
    expect(final.body).toMatchObject({
      key: "finance.entry_audited",
      message: "The entry is audited and final; it cannot be reversed",
    });
    const listed = await callRoute(t.app, routes.finance.entries, { token, query: { kind: "expenditure" } });
    const row = listed.body.data?.items.find((e) => e.id === made.id);
    expect(row).toMatchObject({ reversedBy: reversed.body.data?.id, amount: -7_000 });
    await expectBalancesAreSums(owner);
  });

  it("reversing a receipt lowers what the contract collected; the balance can be collected again", async () => {
    const c = await contractToPay(t.app, token);
    const paid = await pay(c.id, c.amount);
    expect(paid.body.data?.balance).toBe(0);
    const receipt = (await callRoute(t.app, routes.finance.entries, { token, query: { kind: "receipt" } }))
      .body.data?.items[0];
    expect(receipt).toMatchObject({ contractId: c.id, amount: c.amount, accountId: account });
    await callRoute(t.app, routes.finance.reverseEntry, { token, params: { id: receipt?.id as number } });
    expect(await getContract(t.app, token, c.id)).toMatchObject({ collected: 0, balance: c.amount });
    expect((await pay(c.id, c.amount)).body.code).toBe(0);
    await expectBalancesAreSums(owner);
  });

  it("an entry of another company is not found for reversal, audit or its image", async () => {
    const made = (await spend({ amount: 100, accountId: account, attachment: TINY_PNG })).body.data;
    const other = await registerAccount(t.app, t.clock);
    await setFinanceModule(t, other, 1);
    const tok = other.userinfo.api_token;
    const id = made?.id as number;
    expect(
      (await callRoute(t.app, routes.finance.reverseEntry, { token: tok, params: { id } })).body.key,
    ).toBe("finance.entry_not_found");
    expect((await callRoute(t.app, routes.finance.audit, { token: tok, body: { ids: [id] } })).body.key).toBe(
      "finance.entry_not_found",
    );
    expect((await callRoute(t.app, routes.finance.attachment, { token: tok, params: { id } })).body.key).toBe(
      "finance.entry_not_found",
    );
    expect((await callRoute(t.app, routes.finance.entries, { token: tok, query: {} })).body.data?.total).toBe(
      0,
    );
  });
});

describe("keys and the module", () => {
  it("a company without the finance module is asked to buy it (10086)", async () => {
    const s = await registerAccount(t.app, t.clock);
    for (const route of [routes.finance.accounts, routes.finance.ageing]) {
      const res = await callRoute(t.app, route, { token: s.userinfo.api_token });
      expect(res.body.code).toBe(10086);
    }
    // A contract's collection is a receipt of the ledger: behind the module too.
    const c = await contractToPay(t.app, s.userinfo.api_token);
    const collect = await recordCollection(t.app, s.userinfo.api_token, c.id, {
      amount: 1_000,
      method: "manual",
    });
    expect(collect.body.code).toBe(10086);
    expect((await getContract(t.app, s.userinfo.api_token, c.id)).collected).toBe(0);
  });

  it("each screen's key: receipt accounts, expenditures, audit, cost; hide report hides the statistics", async () => {
    const cashier = await subAccount(t.app, token, ["finance_all"]);
    expect((await callRoute(t.app, routes.finance.accounts, { token: cashier })).body.code).toBe(0);
    const noKey = await callRoute(t.app, routes.finance.createAccount, {
      token: cashier,
      body: { type: "wechat", name: "x" },
    });
    expect(noKey.body.key).toBe("access.no_permission");
    expect((await spend({}, { tok: cashier })).body.key).toBe("access.no_permission");
    expect(
      (await callRoute(t.app, routes.finance.audit, { token: cashier, body: { ids: [1] } })).body.key,
    ).toBe("access.no_permission");
    expect((await callRoute(t.app, routes.finance.orderProfit, { token: cashier, query: {} })).body.key).toBe(
      "access.no_permission",
    );
    const query = { period: "month" as const, from: "2026-01-01", to: "2026-12-31" };
    expect((await callRoute(t.app, routes.finance.statistics, { token: cashier, query })).body.code).toBe(0);
    const hidden = await subAccount(t.app, token, ["finance_all", "hide_report"]);
    expect((await callRoute(t.app, routes.finance.statistics, { token: hidden, query })).body.key).toBe(
      "access.no_permission",
    );
    expect((await callRoute(t.app, routes.finance.ageing, { token: hidden })).body.key).toBe(
      "access.no_permission",
    );
    const stranger = await subAccount(t.app, token, []);
    expect((await callRoute(t.app, routes.finance.entries, { token: stranger, query: {} })).body.key).toBe(
      "access.no_permission",
    );
  });
});

describe("issue 25.3: the finance reports need the finance key", () => {
  it("issue 25.3: statistics, their .xlsx and the receivable ageing refuse a sub-account without finance (all), as the home statistics do", async () => {
    const query = { period: "month" as const, from: "2026-01-01", to: "2026-12-31" };
    const reports = [
      ["statistics", `/api/finance/statistics?period=month&from=${query.from}&to=${query.to}`],
      ["statistics.xlsx", `/api/finance/statistics/xlsx?period=month&from=${query.from}&to=${query.to}`],
      ["ageing", "/api/finance/ageing"],
      ["home statistics", "/api/home/stats"],
    ] as const;
    const answers = async (tok: string) => {
      const out: Record<string, string> = {};
      for (const [name, url] of reports) {
        const res = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${tok}` } });
        const json = res.headers["content-type"]?.toString().includes("json") ? res.json() : null;
        out[name] = json ? (json.code === 0 ? "0" : json.key) : `file ${res.statusCode}`;
      }
      return out;
    };
    const refused = Object.fromEntries(reports.map(([name]) => [name, "access.no_permission"]));
    // no keys, or any keys but finance (all): refused, figures unseen
    expect(await answers(await subAccount(t.app, token, []))).toEqual(refused);
    expect(
      await answers(await subAccount(t.app, token, ["get_all_orders", "get_cost", "financial_audit"])),
    ).toEqual(refused);
    // finance (all): answered
    const cashier = await answers(await subAccount(t.app, token, ["finance_all"]));
    expect(cashier).toEqual({
      statistics: "0",
      "statistics.xlsx": "file 200",
      ageing: "0",
      "home statistics": "0",
    });
  });
});

describe("repayment schedules", () => {
  it("fills the instalments in due order, lists the overdue one, refuses more than the amount", async () => {
    const c = await contractToPay(t.app, token);
    const save = (
      instalments: { stage: "deposit" | "progress" | "balance"; amount: number; dueOn: string }[],
    ) =>
      callRoute(t.app, routes.finance.saveSchedule, {
        token,
        params: { id: c.id },
        body: { instalments, overwrite: true },
      });
    const deposit = Math.round(c.amount * 0.3);
    const saved = await save([
      { stage: "deposit", amount: deposit, dueOn: "2026-11-01" },
      { stage: "balance", amount: c.amount - deposit, dueOn: "2026-12-20" },
    ]);
    expect(saved.body.data?.instalments.map((i) => [i.stage, i.status, i.overdue, i.daysOverdue])).toEqual([
      ["deposit", "unpaid", true, 24],
      ["balance", "unpaid", false, 0],
    ]);
    const overdue = await callRoute(t.app, routes.finance.overdue, { token, query: {} });
    expect(
      overdue.body.data?.items.filter((r) => r.contractId === c.id).map((r) => [r.stage, r.owed]),
    ).toEqual([["deposit", deposit]]);
    await pay(c.id, deposit);
    const after = await callRoute(t.app, routes.finance.schedule, { token, params: { id: c.id } });
    expect(after.body.data?.instalments.map((i) => i.status)).toEqual(["paid", "unpaid"]);
    const overdueAfter = await callRoute(t.app, routes.finance.overdue, { token, query: {} });
    expect(overdueAfter.body.data?.items.some((r) => r.contractId === c.id)).toBe(false);

    const tooMuch = await save([{ stage: "deposit", amount: c.amount + 1, dueOn: "2026-12-01" }]);
    expect(tooMuch.status).toBe(400);
    const bad = await save([{ stage: "deposit", amount: 1, dueOn: "2026-02-30" }]);
    expect(bad.status).toBe(400);
    expect(
      (await callRoute(t.app, routes.finance.schedule, { token, params: { id: c.id } })).body.data
        ?.instalments,
    ).toHaveLength(2);
  });
});

describe("statistics, ageing, export and profit", () => {
  it("a month's contracts, amount, collected, receivable and expenditure, per salesperson, and its .xlsx", async () => {
    const s = await registerAccount(t.app, t.clock);
    await setFinanceModule(t, s, 1);
    const tok = s.userinfo.api_token;
    const acc = await createAccount(t.app, tok, { name: "Bank" });
    const c = await contractToPay(t.app, tok);
    await pay(c.id, 40_000, { tok });
    await spend({ amount: 15_000, accountId: acc.id }, { tok });
    t.clock.set(new Date("2026-12-02T08:00:00Z"));
    await pay(c.id, 10_000, { tok });
    t.clock.set(new Date("2026-11-25T08:00:00Z"));

    const query = { period: "month" as const, from: "2026-10-01", to: "2026-12-31" };
    const stats = (await callRoute(t.app, routes.finance.statistics, { token: tok, query })).body.data;
    expect(
      stats?.periods.map((p) => [p.key, p.contracts, p.amount, p.collected, p.receivable, p.expenditure]),
    ).toEqual([
      ["2026-10", 0, 0, 0, 0, 0],
      ["2026-11", 1, c.amount, 40_000, c.amount - 50_000, 15_000],
      ["2026-12", 0, 0, 10_000, 0, 0],
    ]);
    expect(stats?.total).toMatchObject({ contracts: 1, collected: 50_000, expenditure: 15_000 });
    // The same money by day and by year: each key is its UTC calendar day or year.
    const byDay = (
      await callRoute(t.app, routes.finance.statistics, {
        token: tok,
        query: { period: "day", from: "2026-12-01", to: "2026-12-03" },
      })
    ).body.data;
    expect(byDay?.periods.map((p) => [p.key, p.collected])).toEqual([
      ["2026-12-01", 0],
      ["2026-12-02", 10_000],
      ["2026-12-03", 0],
    ]);
    const byYear = (
      await callRoute(t.app, routes.finance.statistics, {
        token: tok,
        query: { period: "year", from: "2025-01-01", to: "2026-12-31" },
      })
    ).body.data;
    expect(byYear?.periods.map((p) => [p.key, p.contracts, p.collected])).toEqual([
      ["2025", 0, 0],
      ["2026", 1, 50_000],
    ]);
    // Receipts count for the contract's salesperson (its maker here), the expenditure for its recorder.
    expect(stats?.people.map((p) => [p.personId, p.contracts, p.collected, p.expenditure])).toEqual([
      [s.userinfo.id, 1, 50_000, 15_000],
    ]);

    const ageing = (await callRoute(t.app, routes.finance.ageing, { token: tok })).body.data;
    expect(ageing?.total).toBe(c.amount - 50_000);

    const book = await getWorkbook(t.app, "/api/finance/statistics/xlsx", {
      token: tok,
      lang: "zh-CN",
      query,
    });
    expect(book.worksheets.map((w) => w.name)).toEqual(["按周期", "按业务员", "应收账龄"]);
    const nov = book.getWorksheet("按周期")?.getRow(3).values as unknown[];
    expect(nov.slice(1, 3)).toEqual(["2026-11", 1]);
    expect(nov[5]).toBe(400);
  });

  it("refuses an end before the start and a daily range over a year", async () => {
    const back = await callRoute(t.app, routes.finance.statistics, {
      token,
      query: { period: "day", from: "2026-05-01", to: "2026-04-01" },
    });
    expect(back.status).toBe(400);
    const long = await callRoute(t.app, routes.finance.statistics, {
      token,
      query: { period: "day", from: "2024-01-01", to: "2026-04-01" },
    });
    expect(long.status).toBe(400);
  });

  it("order profit: the quoted amount less the BOM's materials, cost and wages, with the margin", async () => {
    const s = await registerAccount(t.app, t.clock);
    await setFinanceModule(t, s, 1);
    const tok = s.userinfo.api_token;
    const c = await contractToPay(t.app, tok);
    const page = (await callRoute(t.app, routes.finance.orderProfit, { token: tok, query: {} })).body.data;
    const row = page?.items.find((r) => r.contractId === c.id);
    const orderId = c.orders[0]?.id as number;
    const bom = (await callRoute(t.app, routes.bom.order, { token: tok, params: { id: orderId } })).body.data
      ?.bom;
    expect(bom?.totals.cost).toBeGreaterThan(0);
    const { material = 0, cost = 0, wage = 0 } = bom?.totals ?? {};
    expect(row).toMatchObject({
      quoted: c.amount,
      materials: { estimate: material, used: "estimate" },
      otherCosts: { estimate: cost, used: "estimate" },
      wages: { estimate: wage, used: "estimate" },
      cost: material + cost + wage,
      incomplete: false,
    });
    expect(row?.profit).toBe(c.amount - material - cost - wage);
    expect(row?.margin).toBeCloseTo((row?.profit ?? 0) / c.amount, 9);
  });
});
