// The demo company on a fresh database (PGlite and PostgreSQL): what its owner sees on a first
// sign-in is a working factory, in its language, and seeding again adds nothing.
import { routes } from "@fenestra/api";
import { CONTRACT_STATES } from "@fenestra/core/workflows/contract-machine";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createTestDatabase, type TestDatabase } from "../../test/helpers/database.ts";
import { callRoute, signInDemo } from "../../test/helpers/factories.ts";
import { DEMO, seedDemo } from "../seed.ts";
import { seedDemoCompany, seedDemoFactory } from "./demo-factory.ts";

/**
 * The seed's "today": 10:00 in Beijing of the day the test runs (the rows' own creation times are
 * the database's clock, which the month's figures on the workbench count).
 */
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T02:00:00Z`);
const TODAY = NOW.toISOString().slice(0, 10);
const MONTH_AGO = new Date(NOW.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

/** What the demo's owner reads from a route, in the demo's language. */
async function read<R extends Parameters<typeof callRoute>[1]>(route: R, args: object = {}) {
  const { body } = await callRoute(app, route, { token, lang: DEMO.language, ...args } as never);
  expect(body.code, `${route.path}: ${body.key}`).toBe(0);
  return body.data as NonNullable<typeof body.data>;
}

/** Rows of every table the story writes to, by table: what a second seed must leave as it is. */
async function counts() {
  const tables = [
    "customers",
    "contracts",
    "orders",
    "order_items",
    "collections",
    "production_units",
    "surplus",
    "series",
    "users",
  ];
  const out: Record<string, number> = {};
  for (const table of tables) {
    const result = (await database.db.execute(`select count(*)::int as n from ${table}`)) as unknown as {
      rows: { n: number }[];
    };
    out[table] = result.rows[0]?.n ?? 0;
  }
  return out;
}

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedDemo(database.db)).toEqual({ created: true });
  await seedDemoFactory(database.db, { now: NOW });
  app = await buildApp({ db: database.db, clock: () => NOW });
  await app.ready();
  token = (await signInDemo(app)).userinfo.api_token;
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("the demo company on a first sign-in", () => {
  it("lists contracts in every state, each priced, for customers of its CRM", async () => {
    const page = await read(routes.contracts.list, { query: { pageSize: 100 } });
    expect(new Set(page.items.map((c) => c.status))).toEqual(new Set(CONTRACT_STATES));
    expect(page.items.every((c) => c.amount > 0 && c.customerId !== null)).toBe(true);
    expect(page.items.map((c) => c.customer)).toContain("王建国");
    const customers = await read(routes.crm.list, { query: { pageSize: 100 } });
    expect(customers.total).toBe(10);
    expect(new Set(customers.items.map((c) => c.type))).toEqual(new Set(["potential", "deal", "lost"]));
  });

  it("draws every kind of window the demo series build, each with a bill of materials free of errors", async () => {
    const page = await read(routes.orders.list, { query: { pageSize: 100 } });
    const kinds = new Set<string>();
    for (const order of page.items) {
      const detail = await read(routes.orders.detail, { params: { id: order.id } });
      for (const item of detail.items) {
        const frame = item.design.frames[0]!;
        kinds.add(frame.shape.kind);
        const stack = [frame.root];
        while (stack.length) {
          const r = stack.pop()!;
          if (r.kind === "sash" || r.kind === "doubleSash") kinds.add(r.openType);
          if (r.kind === "slide") kinds.add("slide");
          if (r.kind === "split") stack.push(...r.children);
          if (r.kind === "sash") stack.push(r.inner);
        }
        expect(item.price, item.windowNo).toBeGreaterThan(0);
      }
      const bom = await read(routes.bom.order, { params: { id: order.id } });
      expect(bom.bom.errors, order.orderNo).toEqual([]);
    }
    for (const kind of ["casement", "tiltTurn", "slide", "arch", "door"]) expect(kinds).toContain(kind);
  });

  it("names its series, colours and hardware in Chinese", async () => {
    const catalogue = await read(routes.series.catalogue);
    expect(catalogue.series.map((s) => s.name).sort()).toEqual(
      ["PVC60 塑钢平开窗（内衬钢）", "SL90 推拉窗（二轨/三轨）", "TB60 断桥铝平开窗"].sort(),
    );
    expect(catalogue.directories.map((d) => d.name)).toContain("示例");
    const contracts = await read(routes.contracts.list, { query: { pageSize: 100 } });
    const settled = contracts.items.find((c) => c.status === "settled")!;
    const detail = await read(routes.contracts.detail, { params: { id: settled.id } });
    const order = await read(routes.orders.detail, { params: { id: detail.orders[0]!.id } });
    const items = order.items;
    expect(items.map((i) => i.color)).toContain("石墨灰/石墨灰");
    expect(items.map((i) => i.installPosition)).toContain("客厅");
    expect(detail.quoteItems.map((q) => q.name)).toEqual(["安装费"]);
  });

  it("has units in production, scanned by its workshop staff, and today's work on the board", async () => {
    const board = await read(routes.workshop.board);
    expect(board.units).toBeGreaterThan(0);
    expect(board.links.some((l) => l.count > 0)).toBe(true);
    const workers = await read(routes.workshop.workers);
    expect(workers.length).toBe(3);
    const production = (await read(routes.contracts.list, { query: { status: "production" } })).items[0]!;
    const progress = await read(routes.workshop.progress, { params: { id: production.id } });
    expect(progress.percent).toBeGreaterThan(0);
    expect(progress.percent).toBeLessThan(100);
    const finishedToday = progress.units
      .flatMap((u) => u.links)
      .filter((l) => l.finishedAt?.startsWith(TODAY));
    expect(finishedToday.length).toBeGreaterThan(0);
    const waiting = await read(routes.home.waiting, { query: { limit: 5 } });
    expect(waiting.items.map((i) => i.key)).toEqual(
      expect.arrayContaining(["toReview", "depositsToConfirm", "productionDue"]),
    );
  });

  it("cut the production contract by a confirmed plan, its leftovers on the rack and its bars picked", async () => {
    const surplus = await read(routes.warehouse.surplus, { query: { pageSize: 100 } });
    expect(surplus.total).toBeGreaterThan(0);
    expect(surplus.items.every((s) => s.position === "B-01 余料架")).toBe(true);
    const ledger = await read(routes.warehouse.ledger, { query: { pageSize: 100 } });
    const types = new Set(ledger.items.map((l) => l.operationType));
    expect(types).toContain(1); // bought in
    expect(types).toContain(4); // picked out
    // every bar the plan cuts that the warehouse keeps was picked for the contract
    const production = (await read(routes.contracts.list, { query: { status: "production" } })).items[0]!;
    const picking = await read(routes.warehouse.pickList, { params: { id: production.id } });
    const kept = picking.items.filter((i) => i.materialId !== null);
    expect(kept.map((i) => i.code)).toEqual(expect.arrayContaining(["K60-F", "K60-S", "GC-F"]));
    expect(kept.every((i) => i.picked === i.needed)).toBe(true);
    const stock = await read(routes.warehouse.stock, { query: { pageSize: 100 } });
    expect(stock.items.some((s) => s.code === "K60-F" && s.color === "白色" && s.quantity > 0)).toBe(true);
  });

  it("took payments and spent money through the month, the month's figures on the workbench", async () => {
    const from = MONTH_AGO;
    const entries = await read(routes.finance.entries, { query: { from, to: TODAY, pageSize: 100 } });
    const kinds = new Set(entries.items.map((e) => e.kind));
    expect(kinds).toEqual(new Set(["receipt", "expenditure"]));
    expect(entries.items.filter((e) => e.kind === "receipt").length).toBeGreaterThanOrEqual(6);
    const stats = await read(routes.finance.statistics, { query: { period: "day", from, to: TODAY } });
    expect(stats.total.collected).toBeGreaterThan(0);
    expect(stats.total.expenditure).toBeGreaterThan(0);
    const home = await read(routes.home.stats);
    // The demo's 30 days of contracts and payments fall in this month and the one before (all in
    // the one before on the 1st of a month): the workbench shows them across its two months.
    expect(home.current.contracts + home.previous.contracts).toBeGreaterThan(0);
    expect(home.current.collected + home.previous.collected).toBeGreaterThan(0);
  });
});

describe("seeding again", () => {
  it("adds nothing: the month is played once, when the demo company is made", async () => {
    const before = await counts();
    expect(await seedDemoCompany(database.db)).toEqual({ created: false });
    expect(await counts()).toEqual(before);
  });
});
