// Safe repeats: a write whose descriptor says `idempotent` keeps its first answer per
// company and Idempotency-Key. The parallel case runs on PostgreSQL only — PGlite serves one
// request at a time and cannot race; the rest runs on both.
import { routes } from "@fenestra/api";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { collections, idempotentRequests } from "../db/schema/index.ts";
import { getContract } from "../modules/contracts/contracts.fixtures.ts";
import {
  payingCompany,
  contractToPay as priced,
  recordCollection,
} from "../modules/finance/finance.fixtures.ts";
import { callRoute, subAccountSession } from "../test/helpers/factories.ts";
import { onPostgres, parallel } from "../test/helpers/races.ts";
import { rowCount } from "../test/helpers/rows.ts";
import { testAppForFile } from "../test/helpers/test-app.ts";

let token: string;
const t = testAppForFile();
beforeAll(async () => {
  // A collection is a receipt of the finance ledger: the module and an account to land on.
  token = (await payingCompany(t)).userinfo.api_token;
});

const contractToPay = async (owner = token) => (await priced(t.app, owner)).id;

const pay = (id: number, amount: number, idempotencyKey?: string, lang = "en-US", as = token) =>
  recordCollection(t.app, as, id, { amount, method: "wechat" }, { idempotencyKey, lang });

const paymentsOf = (contractId: number) =>
  rowCount(t.database.db, collections, eq(collections.contractId, contractId));

describe("Idempotency-Key on an idempotent write", () => {
  it("answers a repeat with the first answer and records one payment", async () => {
    const id = await contractToPay();
    const first = await pay(id, 10_000, "k-repeat");
    // A second payment without a key lands in between: the repeat still answers what the first saw.
    expect((await pay(id, 5_000)).body.code).toBe(0);
    const again = await pay(id, 10_000, "k-repeat");
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(again.body.data?.collected).toBe(10_000);
    expect(await paymentsOf(id)).toBe(2);
    expect((await getContract(t.app, token, id)).collected).toBe(15_000);
  });

  it("refuses the same key with a different body, in the caller's language, and records nothing", async () => {
    const id = await contractToPay();
    await pay(id, 10_000, "k-other");
    const other = await pay(id, 20_000, "k-other", "zh-CN");
    expect(other.body).toMatchObject({ code: 2, key: "conflict.idempotency_key_reused" });
    expect(other.body.message).toBe("该请求编号已用于另一个请求，未做任何更改，请作为新请求重新提交");
    expect(await paymentsOf(id)).toBe(1);
  });

  it("keeps keys per company: another company's same key is its own", async () => {
    const id = await contractToPay();
    await pay(id, 1_000, "k-shared");
    const other = (await payingCompany(t)).userinfo.api_token;
    const theirs = await contractToPay(other);
    const res = await recordCollection(
      t.app,
      other,
      theirs,
      { amount: 2_000, method: "alipay" },
      { idempotencyKey: "k-shared" },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data?.collected).toBe(2_000);
  });

  it("stores nothing for a refusal at a field: the corrected request may use the same key", async () => {
    const id = await contractToPay();
    const over = await pay(id, 999_999_999, "k-fix");
    expect(over.status).toBe(400);
    const fixed = await pay(id, 3_000, "k-fix");
    expect(fixed.body.code).toBe(0);
    expect(await paymentsOf(id)).toBe(1);
  });

  it("keeps an answer 24 hours; after that the key is free again", async () => {
    const id = await contractToPay();
    await pay(id, 1_000, "k-day");
    t.clock.advance(23 * 3600_000);
    expect((await pay(id, 1_000, "k-day")).body.data?.collected).toBe(1_000);
    t.clock.advance(2 * 3600_000);
    expect((await pay(id, 1_000, "k-day")).body.data?.collected).toBe(2_000);
    expect(await paymentsOf(id)).toBe(2);
  });

  it("refuses a key that is no visible ASCII text", async () => {
    const id = await contractToPay();
    const bad = await pay(id, 1_000, "a b");
    expect(bad.body).toMatchObject({ code: 2, key: "conflict.idempotency_key_invalid" });
    expect(await paymentsOf(id)).toBe(0);
  });

  it("a payment whose answer was never kept (its process died after the commit) is not paid again by its repeat", async () => {
    const id = await contractToPay();
    // The process "dies" between the payment's commit and keeping its answer: keeping it fails.
    const db = t.database.db;
    await db.execute(sql`CREATE FUNCTION lose_answer() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'the process died'; END $$ LANGUAGE plpgsql`);
    await db.execute(sql`CREATE TRIGGER lose_answer BEFORE UPDATE ON idempotent_requests
      FOR EACH ROW WHEN (NEW.state = 'done') EXECUTE FUNCTION lose_answer()`);
    try {
      await pay(id, 7_000, "k-died");
    } finally {
      await db.execute(sql`DROP TRIGGER lose_answer ON idempotent_requests`);
      await db.execute(sql`DROP FUNCTION lose_answer()`);
    }
    expect(await paymentsOf(id)).toBe(1);
    // Long after, when a claim still pending would be taken for dead and run again: it is not.
    t.clock.advance(10 * 60_000);
    const repeat = await pay(id, 7_000, "k-died", "ru-RU");
    expect(repeat.body).toMatchObject({ code: 2, key: "conflict.idempotency_applied" });
    expect(repeat.body.message).toBe(
      "Это уже записано, но ответ был потерян: обновите страницу, чтобы увидеть результат, и не отправляйте повторно",
    );
    expect(await paymentsOf(id)).toBe(1);
    expect((await getContract(t.app, token, id)).collected).toBe(7_000);
  });

  it.skipIf(!onPostgres)(
    "the same key sent 50 times in parallel: one payment and one stored answer, every caller gets it (PostgreSQL)",
    async () => {
      const id = await contractToPay();
      const results = await parallel(50, () => pay(id, 1_234, "k-fifty"));
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
      const first = results[0]?.body;
      expect(first?.code).toBe(0);
      for (const r of results) expect(r.body).toEqual(first);
      expect(await paymentsOf(id)).toBe(1);
      const stored = await t.database.db
        .select()
        .from(idempotentRequests)
        .where(eq(idempotentRequests.key, "k-fifty"));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.state).toBe("done");
      expect(stored[0]?.answer).toEqual(first);
      // …and the same key with another body, sent in parallel too, is refused every time.
      const others = await parallel(10, () => pay(id, 4_321, "k-fifty"));
      expect(others.map((r) => r.body.key)).toEqual(Array(10).fill("conflict.idempotency_key_reused"));
      expect(await paymentsOf(id)).toBe(1);
    },
  );
});

/** A sub-account of the main account with these keys, signed in: its id and token. */
async function subOf(owner: string, keys: string[]) {
  const session = await subAccountSession(t.app, owner, Object.fromEntries(keys.map((k) => [k, "1"])));
  return { id: session.userinfo.id, token: session.userinfo.api_token };
}

describe("whose key it is", () => {
  // A company of its own: a trial company's order limit is not reached by the tests above.
  let owner: string;
  beforeAll(async () => {
    // paid: a trial company may not create the sub-accounts these tests need (SPEC §6)
    owner = (await payingCompany(t, { paid: true })).userinfo.api_token;
  });

  it("issue 25.4: a sub-account sending the main account's key and body gets its own answer, never the stored one", async () => {
    const id = await contractToPay(owner);
    const first = await pay(id, 10_000, "k-main", "en-US", owner);
    expect(first.body.code).toBe(0);
    // The main account sees the agency amount; the sub-account (finance key, not every contract) may not.
    expect(first.body.data).toHaveProperty("agencyAmount");
    const sub = await subOf(owner, ["finance_all"]);
    const own = await callRoute(t.app, routes.contracts.detail, { token: sub.token, params: { id } });
    expect(own.body.code).not.toBe(0);
    const replay = await pay(id, 10_000, "k-main", "en-US", sub.token);
    // Its own request: refused as its GET is, with nothing of the main account's answer in it.
    expect(replay.body.code).toBe(own.body.code);
    expect(replay.body.key).toBe(own.body.key);
    expect(replay.body.data ?? null).toBeNull();
    expect(await paymentsOf(id)).toBe(1);
    // The main account's own repeat still gets its answer.
    expect((await pay(id, 10_000, "k-main", "en-US", owner)).body).toEqual(first.body);
  });

  it("the same key on another route is another request: refused, nothing written", async () => {
    const id = await contractToPay(owner);
    await pay(id, 1_000, "k-route", "en-US", owner);
    const other = await contractToPay(owner);
    const elsewhere = await pay(other, 1_000, "k-route", "en-US", owner);
    expect(elsewhere.body).toMatchObject({ code: 2, key: "conflict.idempotency_key_reused" });
    expect(await paymentsOf(other)).toBe(0);
  });

  it("issue 25.4: a replay after the caller's keys changed is not served the answer given under the old keys", async () => {
    const id = await contractToPay(owner);
    const sub = await subOf(owner, ["finance_all", "get_all_orders", "show_agency_money"]);
    const paid = await pay(id, 2_000, "k-keys", "en-US", sub.token);
    expect(paid.body.code, paid.body.key).toBe(0);
    // The owner takes "every contract" away: the sub-account's own GET of the contract is refused now.
    const changed = await callRoute(t.app, routes.subAccounts.update, {
      token: owner,
      params: { id: sub.id },
      body: { permanents: { finance_all: "1" } },
    });
    expect(changed.body.code, changed.body.key).toBe(0);
    const own = await callRoute(t.app, routes.contracts.detail, { token: sub.token, params: { id } });
    expect(own.body.code).not.toBe(0);
    const replay = await pay(id, 2_000, "k-keys", "en-US", sub.token);
    expect(replay.body.code).not.toBe(0);
    expect(replay.body.data ?? null).toBeNull();
    expect(await paymentsOf(id)).toBe(1);
  });
});
