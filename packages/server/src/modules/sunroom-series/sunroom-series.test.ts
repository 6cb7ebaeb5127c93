import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { newSunroom } from "@fenestra/core/sunroom/index";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, sunroomSeries } from "../../db/schema/index.ts";
import { companyIdOf } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount, subAccountSession } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

// The company's sunroom series (issue 33): seeded from the demo SR120 in the company's language,
// listed, read, saved (with the version read), copied and deleted only by their company, checked
// field by field, and what a saved sunroom's price is computed with.

const t = testAppForFile();
const tokenOf = (s: Session) => s.userinfo.api_token;

async function paidCompany(lang = "en-US"): Promise<Session> {
  const s = await registerAccount(t.app, t.clock, {}, lang);
  const companyId = await companyIdOf(t.database.db, s.userinfo.id);
  await t.database.db.update(companies).set({ isTrial: 0, permanent: 1 }).where(eq(companies.id, companyId));
  return s;
}

async function listOf(s: Session) {
  const res = await callRoute(t.app, routes.sunroomSeries.list, { token: tokenOf(s) });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data.series;
}

async function read(s: Session, id: number) {
  const res = await callRoute(t.app, routes.sunroomSeries.get, { token: tokenOf(s), params: { id } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

let owner: Session;
let seriesId: number;

beforeAll(async () => {
  owner = await paidCompany();
  seriesId = (await listOf(owner))[0]!.id;
});

describe("a company's sunroom series", () => {
  it("is seeded from the demo SR120 in the company's language when the company is made", async () => {
    expect(await listOf(owner)).toEqual([
      expect.objectContaining({ name: "SR120 aluminium sunroom", version: 0 }),
    ]);
    const zh = await paidCompany("zh-CN");
    const [series] = await listOf(zh);
    const model = (await read(zh, series!.id)).model;
    expect(model.catalogue.profiles[0]!.colours).toContain("银色");
  });

  it("each company sees only its own; another company's id is not found, nothing changed", async () => {
    const other = await paidCompany();
    const theirs = await listOf(other);
    expect(theirs.map((s) => s.id)).not.toContain(seriesId);
    const before = await t.database.db.select().from(sunroomSeries).where(eq(sunroomSeries.id, seriesId));
    for (const res of [
      await callRoute(t.app, routes.sunroomSeries.get, { token: tokenOf(other), params: { id: seriesId } }),
      await callRoute(t.app, routes.sunroomSeries.update, {
        token: tokenOf(other),
        params: { id: seriesId },
        body: { name: "Mine now", overwrite: true },
      }),
      await callRoute(t.app, routes.sunroomSeries.clone, {
        token: tokenOf(other),
        params: { id: seriesId },
        body: {},
      }),
      await callRoute(t.app, routes.sunroomSeries.remove, {
        token: tokenOf(other),
        params: { id: seriesId },
      }),
    ]) {
      expect(res.body.key).toBe("missing.series");
    }
    const after = await t.database.db.select().from(sunroomSeries).where(eq(sunroomSeries.id, seriesId));
    expect(after).toEqual(before);
  });

  it("is the product pages': a sub-account may not read it", async () => {
    const seller = await subAccountSession(t.app, tokenOf(owner), {});
    const res = await callRoute(t.app, routes.sunroomSeries.list, { token: tokenOf(seller) });
    expect(res.body.code).not.toBe(0);
  });

  it("refuses bad input at its field in the caller's language with nothing changed", async () => {
    const { model, version } = await read(owner, seriesId);
    const bad = structuredClone(model);
    bad.catalogue.profiles[0]!.stockLength = 20;
    const res = await callRoute(t.app, routes.sunroomSeries.update, {
      token: tokenOf(owner),
      params: { id: seriesId },
      body: { model: bad, version },
      lang: "zh-CN",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: "model.catalogue.profiles.0.stockLength", message: "请输入 50 到 12000 mm 之间的型材长度" },
    ]);
    const blank = structuredClone(model);
    blank.catalogue.profiles[1]!.code = " ";
    const res2 = await callRoute(t.app, routes.sunroomSeries.update, {
      token: tokenOf(owner),
      params: { id: seriesId },
      body: { model: blank, version },
      lang: "en-US",
    });
    expect(res2.status).toBe(400);
    expect(res2.body.errors?.[0]?.field).toBe("model.catalogue.profiles.1.code");
    expect((await read(owner, seriesId)).version).toBe(version);
  });

  it("saves with the version read; an older version is refused", async () => {
    const { model, version } = await read(owner, seriesId);
    const saved = await callRoute(t.app, routes.sunroomSeries.update, {
      token: tokenOf(owner),
      params: { id: seriesId },
      body: { model, version },
    });
    expect(saved.body.code, saved.body.key).toBe(0);
    expect(saved.body.data.version).toBe(version + 1);
    const stale = await callRoute(t.app, routes.sunroomSeries.update, {
      token: tokenOf(owner),
      params: { id: seriesId },
      body: { name: "Late", version },
    });
    expect(stale.status).toBe(409);
  });

  it("copies and deletes; the last one and one a saved sunroom uses stay", async () => {
    const copy = await callRoute(t.app, routes.sunroomSeries.clone, {
      token: tokenOf(owner),
      params: { id: seriesId },
      body: {},
      lang: "en-US",
    });
    expect(copy.body.code, copy.body.key).toBe(0);
    expect(copy.body.data.name).toBe("SR120 aluminium sunroom copy");
    const removedCopy = await callRoute(t.app, routes.sunroomSeries.remove, {
      token: tokenOf(owner),
      params: { id: copy.body.data.id },
    });
    expect(removedCopy.body.code, removedCopy.body.key).toBe(0);
    const last = await callRoute(t.app, routes.sunroomSeries.remove, {
      token: tokenOf(owner),
      params: { id: seriesId },
    });
    expect(last.body.key).toBe("delete_blocked.sunroom_series_last");
  });
});

describe("a saved sunroom and its series", () => {
  it("is priced with the company's stored series: a change saved shows in its BOM's price", async () => {
    const catalogue = await callRoute(t.app, routes.series.catalogue, { token: tokenOf(owner) });
    const facet = catalogue.body.data.series.find((s) => s.isDefault)!;
    const sunroom = newSunroom(String(seriesId), String(facet.id), "silver", "R120");
    const made = await callRoute(t.app, routes.sunrooms.create, {
      token: tokenOf(owner),
      body: { name: "Priced", sunroom },
    });
    expect(made.body.code, `${made.body.key} ${JSON.stringify(made.body.errors)}`).toBe(0);
    const priceOf = async () => {
      const q = await callRoute(t.app, routes.sunrooms.quote, {
        token: tokenOf(owner),
        params: { id: made.body.data.id },
      });
      expect(q.body.code, q.body.key).toBe(0);
      return q.body.data.lines.find((l) => l.part === "structure")!.priceFen;
    };
    const before = await priceOf();
    const { model, version } = await read(owner, seriesId);
    const posts = model.catalogue.profiles.find((p) => p.code === "P100")!;
    posts.pricePerMetre += 100_000; // 1 000 yuan more per metre of post
    const saved = await callRoute(t.app, routes.sunroomSeries.update, {
      token: tokenOf(owner),
      params: { id: seriesId },
      body: { model, version },
    });
    expect(saved.body.code, saved.body.key).toBe(0);
    expect(await priceOf()).toBeGreaterThan(before + 100_000);

    // now used by a saved sunroom, it stays
    const copy = await callRoute(t.app, routes.sunroomSeries.clone, {
      token: tokenOf(owner),
      params: { id: seriesId },
      body: {},
    });
    const kept = await callRoute(t.app, routes.sunroomSeries.remove, {
      token: tokenOf(owner),
      params: { id: seriesId },
    });
    expect(kept.body.key).toBe("delete_blocked.sunroom_series_used");
    expect(copy.body.code).toBe(0);

    // another company's series is not listed for a sunroom
    const other = await paidCompany();
    const foreign = await callRoute(t.app, routes.sunrooms.create, {
      token: tokenOf(other),
      body: { name: "Foreign", sunroom },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.[0]?.field).toMatch(/^sunroom\.(seriesId|facetSeriesId)$/);
  });
  it("refuses a trial company's copy with the purchase answer, as a window series' (SPEC §6)", async () => {
    const trial = await registerAccount(t.app, t.clock, {}, "en-US");
    const [own] = await listOf(trial);
    const before = (await listOf(trial)).length;
    const res = await callRoute(t.app, routes.sunroomSeries.clone, {
      params: { id: own!.id },
      token: tokenOf(trial),
      body: {},
      lang: "en-US",
    });
    expect(res.body).toMatchObject({
      code: 10086,
      key: "trial.no_clone",
      message: "Trial accounts cannot clone",
    });
    expect(await listOf(trial)).toHaveLength(before);
  });
});
