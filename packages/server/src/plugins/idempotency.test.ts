// Safe repeats: a write whose descriptor says `idempotent` keeps its first answer per
// company and Idempotency-Key. The parallel case runs on PostgreSQL only — PGlite serves one
// request at a time and cannot race; the rest runs on both.
import { routes } from "@fenestra/api";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, idempotentRequests } from "../db/schema/index.ts";
import { createContract, getContract } from "../modules/contracts/contracts.fixtures.ts";
import { takesPayments } from "../modules/finance/finance.fixtures.ts";
import { addItem, createOrder } from "../modules/orders/orders.fixtures.ts";
import { callRoute, registerAccount } from "../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers/test-app.ts";

const onPostgres = process.env.TEST_DB === "postgres";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const session = await registerAccount(t.app, t.clock);
  // A collection is a receipt of the finance ledger: the module and an account to land on.
  await takesPayments(t, session);
  token = session.userinfo.api_token;
});
afterAll(() => t?.close());

async function contractToPay() {
  const contract = await createContract(t.app, token);
  const order = await createOrder(t.app, token, { contractId: contract.id });
  await addItem(t.app, token, order.id);
  return contract.id;
}

const pay = (id: number, amount: number, idempotencyKey?: string, lang = "en-US") =>
  callRoute(t.app, routes.collections.record, {
    token,
    lang,
    params: { id },
    body: { amount, method: "wechat" },
    idempotencyKey,
  });

async function paymentsOf(contractId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(collections)
    .where(eq(collections.contractId, contractId));
  return row?.n ?? 0;
}

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
    expect(other.body.message).toBe("该幂等键已用于另一个请求");
    expect(await paymentsOf(id)).toBe(1);
  });

  it("keeps keys per company: another company's same key is its own", async () => {
    const id = await contractToPay();
    await pay(id, 1_000, "k-shared");
    const otherSession = await registerAccount(t.app, t.clock);
    await takesPayments(t, otherSession);
    const other = otherSession.userinfo.api_token;
    const theirs = await createContract(t.app, other);
    const theirOrder = await createOrder(t.app, other, { contractId: theirs.id });
    await addItem(t.app, other, theirOrder.id);
    const res = await callRoute(t.app, routes.collections.record, {
      token: other,
      params: { id: theirs.id },
      body: { amount: 2_000, method: "alipay" },
      idempotencyKey: "k-shared",
    });
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

  it.skipIf(!onPostgres)(
    "the same key sent 50 times in parallel: one payment and one stored answer, every caller gets it (PostgreSQL)",
    async () => {
      const id = await contractToPay();
      const results = await Promise.all(Array.from({ length: 50 }, () => pay(id, 1_234, "k-fifty")));
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
      const others = await Promise.all(Array.from({ length: 10 }, () => pay(id, 4_321, "k-fifty")));
      expect(others.map((r) => r.body.key)).toEqual(Array(10).fill("conflict.idempotency_key_reused"));
      expect(await paymentsOf(id)).toBe(1);
    },
  );
});
