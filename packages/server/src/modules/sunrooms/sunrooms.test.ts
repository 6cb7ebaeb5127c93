import { type BodyIn, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { DEMO_SUNROOM_SERIES_ID, newSunroom, type Sunroom } from "@fenestra/core/sunroom/index";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, sunrooms } from "../../db/schema/index.ts";
import { companyIdOf } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount, subAccountSession } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

// Saved sunrooms (issue 33): per company through the visibility rule, checked field by field as
// the page checks them, priced by core quoteSunroom, and made into a contract of type sunnyhouse
// whose quote lines are that price.

const t = testAppForFile();
let owner: Session;
let facetSeriesId: string;

/** A registered company, paid (3D and the sunroom are not a trial account's outside its rendering trial). */
async function paidCompany(): Promise<Session> {
  const s = await registerAccount(t.app, t.clock);
  const companyId = await companyIdOf(t.database.db, s.userinfo.id);
  await t.database.db.update(companies).set({ isTrial: 0, permanent: 1 }).where(eq(companies.id, companyId));
  return s;
}

const tokenOf = (s: Session) => s.userinfo.api_token;

async function defaultSeriesId(s: Session) {
  const { body } = await callRoute(t.app, routes.series.catalogue, { token: tokenOf(s) });
  const series = body.data.series;
  return String((series.find((x) => x.isDefault) ?? series[0])!.id);
}

/** The 4 × 3 m lean-to the page starts with, in the company's default series, silver (the English colour word). */
const sunroomOf = (over: Partial<Sunroom> = {}): Sunroom => ({
  ...newSunroom(DEMO_SUNROOM_SERIES_ID, facetSeriesId, "silver", "R120"),
  ...over,
});

async function save(s: Session, body: BodyIn<typeof routes.sunrooms.create>, idempotencyKey?: string) {
  return callRoute(t.app, routes.sunrooms.create, {
    token: tokenOf(s),
    body,
    lang: "en-US",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

beforeAll(async () => {
  owner = await paidCompany();
  facetSeriesId = await defaultSeriesId(owner);
});

describe("saving a sunroom", () => {
  it("saves, lists, opens, changes and deletes it", async () => {
    const made = await save(owner, { name: "Garden room", sunroom: sunroomOf() });
    expect(made.body.code, `${made.body.key} ${JSON.stringify(made.body.errors)}`).toBe(0);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({
      name: "Garden room",
      width: 4000,
      depth: 3000,
      roof: "leanTo",
      version: 0,
    });

    const listed = await callRoute(t.app, routes.sunrooms.list, { token: tokenOf(owner), query: {} });
    expect(listed.body.data.items.map((s) => s.name)).toContain("Garden room");

    const changed = await callRoute(t.app, routes.sunrooms.update, {
      token: tokenOf(owner),
      params: { id },
      body: { name: "Garden room 2", sunroom: sunroomOf({ roof: "gable", width: 5000 }), version: 0 },
    });
    expect(changed.body.code, changed.body.key).toBe(0);
    const opened = await callRoute(t.app, routes.sunrooms.detail, { token: tokenOf(owner), params: { id } });
    expect(opened.body.data).toMatchObject({ name: "Garden room 2", version: 1 });
    expect(opened.body.data.sunroom).toMatchObject({ roof: "gable", width: 5000 });

    // a save made against the version read before is refused, nothing overwritten
    const stale = await callRoute(t.app, routes.sunrooms.update, {
      token: tokenOf(owner),
      params: { id },
      body: { name: "Lost", sunroom: sunroomOf(), version: 0 },
    });
    expect(stale.body.key).toBe("conflict.stale_version");

    const removed = await callRoute(t.app, routes.sunrooms.remove, { token: tokenOf(owner), params: { id } });
    expect(removed.body.code).toBe(0);
    const gone = await callRoute(t.app, routes.sunrooms.detail, { token: tokenOf(owner), params: { id } });
    expect(gone.body.key).toBe("missing.sunroom");
  });

  it("refuses a field out of range at that field, in the caller's language, saving nothing", async () => {
    const before = await t.database.db.select().from(sunrooms);
    const res = await save(owner, { name: "Too small", sunroom: sunroomOf({ width: 100 }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: "sunroom.width", message: "Allowed: 500 to 30000" }]);
    const hip = await save(owner, {
      name: "Hip",
      sunroom: sunroomOf({ roof: "hip", width: 8000, depth: 3000 }),
    });
    expect(hip.body.errors).toEqual([
      { field: "sunroom.depth", message: "A hip roof needs a depth of at least 4000 mm (half its width)" },
    ]);
    const foreign = await save(owner, { name: "x", sunroom: sunroomOf({ facetSeriesId: "999999" }) });
    expect(foreign.body.errors).toEqual([
      { field: "sunroom.facetSeriesId", message: "Pick one from the list" },
    ]);
    const unnamed = await save(owner, { name: " ", sunroom: sunroomOf() });
    expect(unnamed.status).toBe(400);
    expect(await t.database.db.select().from(sunrooms)).toHaveLength(before.length);
  });

  it("saves once for a repeated Idempotency-Key", async () => {
    const a = await save(owner, { name: "Once", sunroom: sunroomOf() }, "sunroom-once-1");
    const b = await save(owner, { name: "Once", sunroom: sunroomOf() }, "sunroom-once-1");
    expect(b.body.data.id).toBe(a.body.data.id);
    const rows = await t.database.db.select().from(sunrooms).where(eq(sunrooms.name, "Once"));
    expect(rows).toHaveLength(1);
  });
});

describe("a flat roof with a fall", () => {
  it("is saved and priced as any sunroom, its structure line naming the flat roof", async () => {
    const made = await save(owner, {
      name: "Flat room",
      sunroom: sunroomOf({ roof: "flat", slope: { by: "fallPerMetre", mmPerMetre: 25 } }),
    });
    expect(made.body.code, `${made.body.key} ${JSON.stringify(made.body.errors)}`).toBe(0);
    expect(made.body.data).toMatchObject({ roof: "flat" });
    const quote = await callRoute(t.app, routes.sunrooms.quote, {
      token: tokenOf(owner),
      params: { id: made.body.data.id },
      lang: "en-US",
    });
    expect(quote.body.code, quote.body.key).toBe(0);
    expect(quote.body.data.lines[0]!.name).toBe("Sunroom Flat room: flat structure and roof, 4000 × 3000 mm");
  });

  it("refuses a fall outside 1–10 % at its field in the caller's language, saving nothing", async () => {
    const before = await t.database.db.select().from(sunrooms);
    const steep = await callRoute(t.app, routes.sunrooms.create, {
      token: tokenOf(owner),
      body: { name: "Steep", sunroom: sunroomOf({ roof: "flat", slope: { by: "drop", drop: 450 } }) },
      lang: "zh-CN",
    });
    expect(steep.status).toBe(400);
    // 1 % to 10 % of the 3000 depth: 30 to 300 mm
    expect(steep.body.errors).toEqual([
      { field: "sunroom.slope.drop", message: "允许范围：30 至 300 mm（按进深计 1% 至 10% 的排水坡度）" },
    ]);
    const pitched = await save(owner, {
      name: "Pitched flat",
      sunroom: sunroomOf({ roof: "flat", slope: { by: "pitch", degrees: 15 } }),
    });
    expect(pitched.body.errors).toEqual([
      {
        field: "sunroom.slope.by",
        message:
          "A flat roof takes its fall (%, mm per m or a drop); a pitched roof takes a pitch or a ridge height",
      },
    ]);
    expect(await t.database.db.select().from(sunrooms)).toHaveLength(before.length);
  });
});

describe("who reaches a sunroom", () => {
  it("another company does not; a sub-account without 'get all orders' reaches only its own", async () => {
    const made = await save(owner, { name: "Owner's", sunroom: sunroomOf() });
    const id = made.body.data.id;
    const other = await paidCompany();
    const foreign = await callRoute(t.app, routes.sunrooms.detail, { token: tokenOf(other), params: { id } });
    expect(foreign.body.key).toBe("missing.sunroom");
    const del = await callRoute(t.app, routes.sunrooms.remove, { token: tokenOf(other), params: { id } });
    expect(del.body.key).toBe("missing.sunroom");
    const otherList = await callRoute(t.app, routes.sunrooms.list, { token: tokenOf(other), query: {} });
    expect(otherList.body.data.total).toBe(0);

    const seller = await subAccountSession(t.app, tokenOf(owner), {});
    const own = await save(seller, { name: "Seller's", sunroom: sunroomOf() });
    expect(own.body.code, own.body.key).toBe(0);
    const sellerList = await callRoute(t.app, routes.sunrooms.list, { token: tokenOf(seller), query: {} });
    expect(sellerList.body.data.items.map((s) => s.name)).toEqual(["Seller's"]);
    const notHis = await callRoute(t.app, routes.sunrooms.detail, { token: tokenOf(seller), params: { id } });
    expect(notHis.body.key).toBe("missing.sunroom");
    const manager = await subAccountSession(t.app, tokenOf(owner), { get_all_orders: "1" });
    const all = await callRoute(t.app, routes.sunrooms.list, {
      token: tokenOf(manager),
      query: { pageSize: 100 },
    });
    expect(all.body.data.items.map((s) => s.name)).toEqual(expect.arrayContaining(["Seller's", "Owner's"]));
  });

  it("a trial account outside its rendering trial is refused, as 3D is", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const res = await save(trial, { name: "Trial", sunroom: sunroomOf() });
    expect(res.body.code).not.toBe(0);
  });
});

describe("the sunnyhouse contract", () => {
  it("is made with the sunroom's price as its quote lines, once", async () => {
    const made = await save(owner, { name: "Conservatory", sunroom: sunroomOf() });
    const id = made.body.data.id;
    const quote = await callRoute(t.app, routes.sunrooms.quote, {
      token: tokenOf(owner),
      params: { id },
      lang: "en-US",
    });
    expect(quote.body.code, quote.body.key).toBe(0);
    const { lines, totalFen } = quote.body.data;
    // the structure and the four facets (left 1, front 2, right 1)
    expect(lines.map((l) => l.facetId)).toEqual([null, "left-1", "front-1", "front-2", "right-1"]);
    expect(lines[0]!.name).toBe("Sunroom Conservatory: lean-to structure and roof, 4000 × 3000 mm");
    expect(totalFen).toBe(lines.reduce((s, l) => s + l.priceFen, 0));
    expect(totalFen).toBeGreaterThan(1_000_000);

    const contract = await callRoute(t.app, routes.sunrooms.contract, {
      token: tokenOf(owner),
      params: { id },
      body: { customer: "Mrs Li", phone: "13800000000" },
      lang: "en-US",
      idempotencyKey: "sunroom-contract-1",
    });
    expect(contract.body.code, `${contract.body.key} ${JSON.stringify(contract.body.errors)}`).toBe(0);
    expect(contract.body.data).toMatchObject({ type: "sunnyhouse", customer: "Mrs Li", amount: totalFen });
    const repeat = await callRoute(t.app, routes.sunrooms.contract, {
      token: tokenOf(owner),
      params: { id },
      body: { customer: "Mrs Li", phone: "13800000000" },
      idempotencyKey: "sunroom-contract-1",
    });
    expect(repeat.body.data.id).toBe(contract.body.data.id);

    const detail = await callRoute(t.app, routes.contracts.detail, {
      token: tokenOf(owner),
      params: { id: contract.body.data.id },
    });
    expect(detail.body.data.quoteItems.map((q) => [q.name, q.price])).toEqual(
      lines.map((l) => [l.name, l.priceFen]),
    );
    // the contract names the sunroom it was made from (its drawings, BOM and cutting on /sunnyHouse)
    expect(detail.body.data.sunroom).toEqual({ id, name: "Conservatory" });
    const opened = await callRoute(t.app, routes.sunrooms.detail, { token: tokenOf(owner), params: { id } });
    expect(opened.body.data.contractId).toBe(contract.body.data.id);

    const again = await callRoute(t.app, routes.sunrooms.contract, {
      token: tokenOf(owner),
      params: { id },
      body: { customer: "Mr Wang" },
      lang: "en-US",
    });
    expect(again.body.key).toBe("sunroom.in_contract");
  });

  it("is refused for another company's sunroom, making no contract", async () => {
    const made = await save(owner, { name: "Mine", sunroom: sunroomOf() });
    const other = await paidCompany();
    const res = await callRoute(t.app, routes.sunrooms.contract, {
      token: tokenOf(other),
      params: { id: made.body.data.id },
      body: { customer: "Thief" },
    });
    expect(res.body.key).toBe("missing.sunroom");
    const contracts = await callRoute(t.app, routes.contracts.list, { token: tokenOf(other), query: {} });
    expect(contracts.body.data.total).toBe(0);
  });
});
