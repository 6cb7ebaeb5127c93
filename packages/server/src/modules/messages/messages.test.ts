import { type DataOf, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { eq } from "drizzle-orm";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, messages } from "../../db/schema/index.ts";
import { grantOperator } from "../../db/seed.ts";
import { companyIdOf, setCompanyModule } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount, subAccountSession } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { contractToPay, payingCompany, recordCollection } from "../finance/finance.fixtures.ts";
import {
  arrangedContract,
  progressOf,
  saveThreeLinks,
  scan,
  workshopWorker,
} from "../workshop/workshop.fixtures.ts";

// The message centre (/xxf, issue 34): one message per event, written where the event happens,
// seen by whoever may see its object.

const t = testAppForFile();
type Page = DataOf<typeof routes.messages.list>;

let owner: Session;
let token: string;
beforeAll(async () => {
  owner = await payingCompany(t, { paid: true });
  token = owner.userinfo.api_token;
});

const listOf = async (caller: string): Promise<Page> => {
  const res = await callRoute(t.app, routes.messages.list, {
    token: caller,
    query: { page: 1, pageSize: 50 },
  });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data as Page;
};
const unreadOf = async (caller: string) =>
  (await callRoute(t.app, routes.messages.unread, { token: caller })).body.data?.count;
const rowsOf = (companyId: number, kind: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(eq(messages.companyId, companyId))
    .then((rows) => rows.filter((r) => r.kind === kind));
const pay = (contractId: number, key: string) =>
  recordCollection(t.app, token, contractId, { amount: 10_000, method: "wechat" }, { idempotencyKey: key });
const subWith = async (keys: string[]) =>
  (await subAccountSession(t.app, token, Object.fromEntries(keys.map((k) => [k, "1"])))).userinfo.api_token;

async function sharedContract() {
  const contract = await contractToPay(t.app, token);
  const share = await callRoute(t.app, routes.sharing.create, {
    params: { id: contract.id },
    token,
    body: { hours: null },
  });
  expect(share.body.code, share.body.key).toBe(0);
  return { contract, linkToken: (share.body.data as { token: string }).token };
}
const confirm = (id: number, linkToken: string) =>
  callRoute(t.app, routes.sharing.confirm, { params: { id }, body: { token: linkToken } });

describe("a payment received", () => {
  it("makes one message, also when its request is sent again, linked to its contract", async () => {
    const contract = await contractToPay(t.app, token);
    const before = await listOf(token);
    expect((await pay(contract.id, "pay-once")).body.code).toBe(0);
    expect((await pay(contract.id, "pay-once")).body.code).toBe(0);
    const after = await listOf(token);
    expect(after.total).toBe(before.total + 1);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.items[0]).toMatchObject({
      kind: "payment",
      contractId: contract.id,
      unread: true,
      params: { amount: 10_000, contractNo: contract.contractNo },
    });
  });

  it("is seen by those who may read the ledger, not by a sub-account without finance, nor by another company", async () => {
    const contract = await contractToPay(t.app, token);
    await pay(contract.id, "pay-visibility");
    const withFinance = await subWith(["finance_all", "get_all_orders"]);
    const withoutFinance = await subWith(["get_all_orders"]);
    const ids = (page: Page) => page.items.filter((m) => m.contractId === contract.id).map((m) => m.kind);
    expect(ids(await listOf(withFinance))).toEqual(["payment"]);
    expect(ids(await listOf(withoutFinance))).toEqual([]);
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const theirs = await listOf(stranger);
    expect(theirs.items.filter((m) => m.kind === "payment")).toEqual([]);
    // one they cannot see is not theirs to mark read either
    const [mine] = (await listOf(token)).items;
    const res = await callRoute(t.app, routes.messages.read, {
      token: stranger,
      params: { id: mine?.id as number },
    });
    expect(res.body).toMatchObject({ code: 2, key: "missing.message" });
  });
});

describe("reading", () => {
  it("marks one read (again: stays read), then all read up to the newest seen, per user", async () => {
    const contract = await contractToPay(t.app, token);
    await pay(contract.id, "pay-read-1");
    t.clock.advance(1_000);
    await pay(contract.id, "pay-read-2");
    const colleague = await subWith(["finance_all", "get_all_orders"]);
    const page = await listOf(token);
    const newest = page.items[0];
    if (!newest) throw new Error("no message");
    const left = page.unread - 1;
    for (let i = 0; i < 2; i += 1) {
      const res = await callRoute(t.app, routes.messages.read, { token, params: { id: newest.id } });
      expect(res.body.data).toEqual({ count: left });
    }
    expect((await listOf(token)).items[0]).toMatchObject({ id: newest.id, unread: false });
    const all = await callRoute(t.app, routes.settings.readMessages, {
      token,
      body: { readAt: newest.createdAt },
    });
    expect(all.body.code, all.body.key).toBe(0);
    expect(await unreadOf(token)).toBe(0);
    expect((await listOf(token)).items.every((m) => !m.unread)).toBe(true);
    // the colleague has read nothing
    expect(await unreadOf(colleague)).toBeGreaterThanOrEqual(2);
    // a payment after the marker is unread again
    t.clock.advance(1_000);
    await pay(contract.id, "pay-read-3");
    expect(await unreadOf(token)).toBe(1);
  });
});

describe("the other events", () => {
  it("a unit's last link scanned makes one 'unit finished' message", async () => {
    const companyId = await companyIdOf(t.database.db, owner.userinfo.id);
    await setCompanyModule(t.database.db, companyId, "workshop", 1);
    await saveThreeLinks(t.app, token);
    const contract = await arrangedContract(t.app, token);
    const [unit] = (await progressOf(t.app, token, contract.id)).units;
    const code = unit?.code as string;
    for (const link of ["cutting", "frame_assembly"] as const) {
      const worker = await workshopWorker(t.app, token, [link]);
      expect((await scan(t.app, worker.token, { code, contractId: contract.id })).body.code).toBe(0);
    }
    const mine = () =>
      rowsOf(companyId, "unit_finished").then((r) => r.filter((m) => m.contractId === contract.id));
    expect(await mine()).toHaveLength(0);
    const last = await workshopWorker(t.app, token, ["sash_assembly"]);
    const scanId = crypto.randomUUID();
    expect((await scan(t.app, last.token, { code, contractId: contract.id, scanId })).body.code).toBe(0);
    expect((await scan(t.app, last.token, { code, contractId: contract.id, scanId })).body.code).toBe(0);
    expect(await mine()).toHaveLength(1);
    expect((await listOf(token)).items[0]).toMatchObject({ kind: "unit_finished", contractId: contract.id });
  });

  it("a customer's confirmation through the share link makes one message, however often it is sent", async () => {
    const { contract, linkToken } = await sharedContract();
    expect((await confirm(contract.id, linkToken)).body.code).toBe(0);
    expect((await confirm(contract.id, linkToken)).body.code).toBe(0);
    const page = await listOf(token);
    expect(
      page.items.filter((m) => m.kind === "share_confirmed" && m.contractId === contract.id),
    ).toHaveLength(1);
  });

  it("an operator's answer to feedback is a message to its sender alone", async () => {
    const image = new PNG({ width: 4, height: 4 });
    const uploaded = await callRoute(t.app, routes.files.upload, {
      token,
      body: { purpose: "feedback", data: PNG.sync.write(image).toString("base64") },
    });
    const shot = (uploaded.body.data as { key: string }).key;
    const sent = await callRoute(t.app, routes.feedback.submit, {
      token,
      body: {
        area: "Shanghai",
        userName: "Wang Gong",
        category: "design",
        content: "The dimension labels overlap on sliders",
        screenshots: [shot],
        source: "feedback",
        device: "desktop",
      },
    });
    expect(sent.body.code, sent.body.key).toBe(0);
    const operator = await registerAccount(t.app, t.clock, { company: "Operations" });
    await grantOperator(t.database.db, operator.userinfo.phone_number as string);
    const reply = await callRoute(t.app, routes.accountOperator.replyFeedback, {
      token: operator.userinfo.api_token,
      params: { id: (sent.body.data as { id: number }).id },
      body: { content: "Thank you, we are looking at it" },
    });
    expect(reply.body.code, reply.body.key).toBe(0);
    expect((await listOf(token)).items[0]).toMatchObject({
      kind: "feedback_reply",
      params: { category: "design" },
    });
    const colleague = await subWith(["finance_all", "get_all_orders"]);
    expect((await listOf(colleague)).items.filter((m) => m.kind === "feedback_reply")).toEqual([]);
  });

  it("an edition ending within seven days is told once, to the main account", async () => {
    const companyId = await companyIdOf(t.database.db, owner.userinfo.id);
    const today = t.clock().toISOString().slice(0, 10);
    const inThree = new Date(t.clock().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .update(companies)
      .set({ isTrial: 0, expiresOn: inThree })
      .where(eq(companies.id, companyId));
    for (let i = 0; i < 2; i += 1) {
      const run = await callRoute(t.app, routes.messages.runExpiryJob, { query: { on: today } });
      expect(run.body.code, run.body.key).toBe(0);
    }
    expect(await rowsOf(companyId, "edition_expiring")).toHaveLength(1);
    expect((await listOf(token)).items[0]).toMatchObject({
      kind: "edition_expiring",
      params: { date: inThree, days: 3 },
    });
    const colleague = await subWith(["finance_all", "get_all_orders"]);
    expect((await listOf(colleague)).items.filter((m) => m.kind === "edition_expiring")).toEqual([]);
  });
});

describeRaces("events sent at once", () => {
  it("ten confirmations of one share, ten copies of one payment, five runs of the expiry job: one message each", async () => {
    const companyId = await companyIdOf(t.database.db, owner.userinfo.id);
    const { contract, linkToken } = await sharedContract();
    const confirms = await parallel(10, () => confirm(contract.id, linkToken));
    expect(confirms.map((r) => r.body.code)).toEqual(Array(10).fill(0));
    const paid = await parallel(10, () => pay(contract.id, "pay-raced"));
    expect(paid.filter((r) => r.body.code === 0).length).toBeGreaterThanOrEqual(1);
    const about = async (kind: string) =>
      (await rowsOf(companyId, kind)).filter((m) => m.contractId === contract.id);
    expect(await about("share_confirmed")).toHaveLength(1);
    expect(await about("payment")).toHaveLength(1);
    const runs = await parallel(5, () =>
      callRoute(t.app, routes.messages.runExpiryJob, { query: { on: t.clock().toISOString().slice(0, 10) } }),
    );
    expect(runs.map((r) => r.body.code)).toEqual(Array(5).fill(0));
    expect(await rowsOf(companyId, "edition_expiring")).toHaveLength(1);
  });
});
