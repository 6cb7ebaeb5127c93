// A client's own id for a write (a stock operation's requestId, a scan's scanId) follows the
// Idempotency-Key's rule (docs/api.md, "Safe repeats"): the same caller sending the same request
// again gets the first answer; the id with any other request is refused with
// conflict.idempotency_key_reused and writes nothing. With and without the header, in sequence on
// both databases and in parallel on PostgreSQL (PGlite serves one request at a time).
import { routes } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stockOperations, unitLinks } from "../db/schema/index.ts";
import { subAccount } from "../modules/contracts/contracts.fixtures.ts";
import {
  makeMaterial,
  productionContract,
  record,
  rid,
  stockOf,
} from "../modules/warehouse/warehouse.fixtures.ts";
import { arrangedContract, progressOf, scan, workshopWorker } from "../modules/workshop/workshop.fixtures.ts";
import { callRoute } from "../test/helpers/factories.ts";
import { onPostgres } from "../test/helpers/races.ts";
import { rowCount } from "../test/helpers/rows.ts";
import { testAppForFile } from "../test/helpers/test-app.ts";

const W = routes.warehouse;

const t = testAppForFile({ signInDemo: true });

const operationsOf = (requestId: string) =>
  rowCount(t.database.db, stockOperations, eq(stockOperations.requestId, requestId));

/** 20 bars in stock of a new material, and the item to move. */
async function stocked() {
  const m = await makeMaterial(t.app, t.token);
  const item = { materialId: m.id, color: "white", length: 6000 };
  const bought = await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 20, costFen: 100 }] });
  expect(bought.body.code, bought.body.key).toBe(0);
  return { m, item };
}

const reused = { code: 2, key: "conflict.idempotency_key_reused" };

describe("a stock operation's request id", () => {
  it("issue 25.5: a request id used for a purchase-in, then sent with a special-out or a pick-out, is refused as reused and writes nothing", async () => {
    const { m, item } = await stocked();
    const { contract } = await productionContract(t.app, t.token);
    const requestId = rid("reuse");
    const first = await record(t.app, t.token, { requestId, type: 1, lines: [{ ...item, count: 5 }] });
    expect(first.body.code, first.body.key).toBe(0);
    // Without the header, under a fresh header key, and under the request id as the key (the web's way).
    for (const idempotencyKey of [undefined, rid("fresh"), requestId]) {
      const out = await callRoute(t.app, W.record, {
        token: t.token,
        body: { requestId, type: 6, lines: [{ ...item, count: 7 }] },
        idempotencyKey,
        lang: "zh-CN",
      });
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject(reused);
      expect(out.body.message).toBe("该请求编号已用于另一个请求，未做任何更改，请作为新请求重新提交");
      const pick = await callRoute(t.app, W.pick, {
        token: t.token,
        params: { id: contract.id },
        body: { requestId, type: 4, lines: [{ ...item, count: 2 }] },
        idempotencyKey,
      });
      expect(pick.body).toMatchObject(reused);
    }
    expect(await operationsOf(requestId)).toBe(1);
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(25);
    // The same request again is still the first one's answer.
    const again = await record(t.app, t.token, { requestId, type: 1, lines: [{ ...item, count: 5 }] });
    expect(again.body).toEqual(first.body);
  });

  it("issue 25.5: a request id reused on a reversal or a receipt is refused as reused, not answered with the first operation", async () => {
    const { m, item } = await stocked();
    const requestId = rid("reuse");
    const first = await record(t.app, t.token, { requestId, type: 3, lines: [{ ...item, count: 1 }] });
    expect(first.body.code, first.body.key).toBe(0);
    const bought = await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 4 }] });
    const reversal = await callRoute(t.app, W.reverse, {
      token: t.token,
      params: { id: bought.body.data.id },
      body: { requestId },
    });
    expect(reversal.body).toMatchObject(reused);
    const po = await callRoute(t.app, W.createPurchaseOrder, {
      token: t.token,
      body: { supplier: "Reuse Co", lines: [{ materialId: m.id, color: "white", length: 6000, count: 3 }] },
    });
    expect(po.body.code, po.body.key).toBe(0);
    const receipt = await callRoute(t.app, W.receive, {
      token: t.token,
      params: { id: po.body.data.id },
      body: { requestId, lines: [{ index: 0, count: 3 }] },
    });
    expect(receipt.body).toMatchObject(reused);
    expect(await operationsOf(requestId)).toBe(1);
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(25);
  });

  it("issue 25.5: another user of the company sending a request id already used is refused, not answered with the other's operation", async () => {
    const { item } = await stocked();
    const clerk = await subAccount(t.app, t.token, ["edit_warehouse_record"]);
    const requestId = rid("theirs");
    const body = { requestId, type: 3 as const, lines: [{ ...item, count: 1 }] };
    expect((await record(t.app, t.token, body)).body.code).toBe(0);
    const theirs = await record(t.app, clerk, body);
    expect(theirs.body).toMatchObject(reused);
    expect(await operationsOf(requestId)).toBe(1);
  });

  it.skipIf(!onPostgres)(
    "issue 25.5: one request id sent at once with two bodies: one operation, its copies hear its answer, the others are refused (PostgreSQL)",
    async () => {
      const { m, item } = await stocked();
      const requestId = rid("race");
      const bodies = [
        { requestId, type: 3 as const, lines: [{ ...item, count: 1 }] },
        { requestId, type: 6 as const, lines: [{ ...item, count: 2 }] },
      ];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          callRoute(t.app, W.record, { token: t.token, body: bodies[i % 2] as (typeof bodies)[number] }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
      const won = answers.find((a) => a.body.code === 0);
      const winner = won?.body.data.type;
      for (const [i, a] of answers.entries()) {
        if (bodies[i % 2]?.type === winner) expect(a.body).toEqual(won?.body);
        else expect(a.body).toMatchObject(reused);
      }
      expect(await operationsOf(requestId)).toBe(1);
      expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(winner === 3 ? 21 : 18);
    },
    120_000,
  );
});

describe("a scan's id", () => {
  it("issue 25.5: a scan id reused for another unit is refused as reused; the other unit is not finished", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const worker = await workshopWorker(t.app, t.token, ["cutting"]);
    const [first, second] = (await progressOf(t.app, t.token, contract.id)).units;
    const scanId = crypto.randomUUID();
    const one = await scan(t.app, worker.token, {
      code: first?.code as string,
      contractId: contract.id,
      scanId,
    });
    expect(one.body.code, one.body.key).toBe(0);
    for (const idempotencyKey of [scanId, crypto.randomUUID()]) {
      const other = await callRoute(t.app, routes.workshop.scan, {
        token: worker.token,
        body: { scanId, code: second?.code as string, contractId: contract.id },
        idempotencyKey,
      });
      expect(other.body).toMatchObject(reused);
    }
    const rows = await t.database.db
      .select()
      .from(unitLinks)
      .where(eq(unitLinks.unitId, second?.id as number));
    expect(rows).toHaveLength(0);
    // The first scan resent is still its answer.
    const resent = await scan(t.app, worker.token, {
      code: first?.code as string,
      contractId: contract.id,
      scanId,
    });
    expect(resent.body).toEqual(one.body);
  });

  it.skipIf(!onPostgres)(
    "issue 25.5: one scan id sent at once for two units: one unit finished, the other unit's scans refused as reused (PostgreSQL)",
    async () => {
      const contract = await arrangedContract(t.app, t.token);
      const worker = await workshopWorker(t.app, t.token, ["cutting"]);
      const units = (await progressOf(t.app, t.token, contract.id)).units;
      const scanId = crypto.randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          callRoute(t.app, routes.workshop.scan, {
            token: worker.token,
            body: { scanId, code: units[i % 2]?.code as string, contractId: contract.id },
          }),
        ),
      );
      const won = answers.find((a) => a.body.code === 0);
      expect(won).toBeDefined();
      const winner = units.findIndex((u) => u.serial === won?.body.data?.serial);
      for (const [i, a] of answers.entries()) {
        if (i % 2 === winner) expect(a.body).toEqual(won?.body);
        else expect(a.body).toMatchObject(reused);
      }
      const rows = await t.database.db.select().from(unitLinks).where(eq(unitLinks.scanId, scanId));
      expect(rows).toHaveLength(1);
    },
    60_000,
  );
});
