// Parallel writes on PostgreSQL: duplicates are a conflict message, automatic
// numbers never collide. Only PostgreSQL can show a race — PGlite serves one request at a time —
// so this file runs in the server-postgres project and is skipped, saying why, on PGlite.
import { routes } from "@fenestra/api";
import { beforeAll, expect, it } from "vitest";
import { call, callRoute, nextPhone, STRONG_PASSWORD, signInDemo } from "./test/helpers/factories.ts";
import { describeRaces, parallel } from "./test/helpers/races.ts";
import { testAppForFile } from "./test/helpers/test-app.ts";

describeRaces("parallel writes", () => {
  let token: string;
  const t = testAppForFile();
  beforeAll(async () => {
    // A paid company: a trial one may hold only 10 orders (SPEC §9), and these tests make dozens.
    token = (await signInDemo(t.app)).userinfo.api_token;
  });

  it("10 sub-accounts created at once with one phone: one is made, nine hear the phone is taken", async () => {
    const phone = nextPhone();
    const results = await parallel(10, () =>
      callRoute(t.app, routes.subAccounts.create, {
        token,
        body: { phone, nickname: "Twin", password: STRONG_PASSWORD, permanents: {} },
        lang: "en-US",
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    const refused = results.filter((r) => r.body.code !== 0);
    expect(refused.map((r) => r.body.key)).toEqual(Array(9).fill("conflict.phone_is_sub_account"));
    expect(refused[0]?.body.message).toBe("This phone is already a sub-account");
  });

  for (const kind of ["orders", "contracts"] as const) {
    it(`30 ${kind} created at once without a number all get one, each different`, async () => {
      // A contract names its customer; an order needs nothing.
      const body = kind === "contracts" ? { customer: "Racer" } : {};
      const results = await parallel(30, () => call(t.app, "POST", `/api/${kind}`, { token, body }));
      expect(results.map((r) => `${r.status} ${r.body.code} ${r.body.key}`)).toEqual(
        Array(30).fill(`200 0 ${"success.add"}`),
      );
      const numbers = results.map((r) => {
        const data = r.body.data as { orderNo?: string; contractNo?: string };
        return data.orderNo ?? data.contractNo;
      });
      expect(new Set(numbers).size).toBe(30);
    });

    it(`${kind}: one number typed by 8 people at once is taken once, the others hear it exists`, async () => {
      const field = kind === "orders" ? "orderNo" : "contractNo";
      const no = `SAME-${kind}`;
      const results = await parallel(8, () =>
        call(t.app, "POST", `/api/${kind}`, {
          token,
          body: { [field]: no, ...(kind === "contracts" ? { customer: "Racer" } : {}) },
        }),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
      expect(new Set(results.filter((r) => r.body.code !== 0).map((r) => r.body.key))).toEqual(
        new Set([kind === "orders" ? "conflict.order_no_exists" : "conflict.contract_no_exists"]),
      );
    });
  }

  it("two orders moved across two contracts at once, many times over: every move lands, none deadlocks", async () => {
    const create = async (path: string, body: object) =>
      (await call(t.app, "POST", path, { token, body })).body.data as { id: number };
    const [a, b] = [
      await create("/api/contracts", { customer: "A" }),
      await create("/api/contracts", { customer: "B" }),
    ];
    const fromA = await create("/api/orders", { contractId: a.id });
    const fromB = await create("/api/orders", { contractId: b.id });
    const move = (contractId: number, orderId: number) =>
      callRoute(t.app, routes.contracts.attachOrder, {
        params: { id: contractId },
        token,
        body: { orderId },
      });
    for (let round = 0; round < 10; round++) {
      // Round by round each order crosses to the other contract while the other comes back.
      const [there, back] = round % 2 === 0 ? [b.id, a.id] : [a.id, b.id];
      const results = await Promise.all([move(there, fromA.id), move(back, fromB.id)]);
      expect(results.map((r) => `${r.status} ${r.body.code} ${r.body.key ?? ""}`)).toEqual(
        Array(2).fill("200 0 success.add"),
      );
    }
  });

  it("an automatic number skips one typed by hand", async () => {
    const first = await callRoute(t.app, routes.orders.create, { token, body: {} });
    const firstNo = (first.body.data as { orderNo: string }).orderNo;
    const next = `${firstNo.slice(0, -4)}${String(Number(firstNo.slice(-4)) + 1).padStart(4, "0")}`;
    expect((await callRoute(t.app, routes.orders.create, { token, body: { orderNo: next } })).body.code).toBe(
      0,
    );
    const after = await callRoute(t.app, routes.orders.create, { token, body: {} });
    expect(after.body.code, after.body.key).toBe(0);
    expect((after.body.data as { orderNo: string }).orderNo).not.toBe(next);
  });
});
