import { type BodyIn, routes } from "@fenestra/api";
import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { companies, series } from "../../db/schema/index.ts";
import {
  callRoute,
  codeFor,
  nextPhone,
  registerAccount,
  STRONG_PASSWORD,
} from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addItem, CASEMENT_PRICE, createOrder } from "../orders/orders.fixtures.ts";
import { STARTER_DIRECTORY } from "../series/series.seed.ts";

// Lets one test make the registration fail after the starter series were written.
const failAfterSeeding = vi.hoisted(() => ({ on: false }));
vi.mock("../series/series.seed.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../series/series.seed.ts")>();
  return {
    ...real,
    async seedStarterSeries(...args: Parameters<typeof real.seedStarterSeries>) {
      await real.seedStarterSeries(...args);
      if (failAfterSeeding.on) throw new Error("injected fault after the starter series");
    },
  };
});

type Catalogue = {
  directories: { id: number; name: string; isMain: boolean }[];
  series: { id: number; directoryId: number; name: string; isDefault: boolean }[];
};

const t = testAppForFile();

async function catalogue(token: string): Promise<Catalogue> {
  const { body } = await callRoute(t.app, routes.series.catalogue, { token });
  expect(body.code, body.key).toBe(0);
  return body.data as Catalogue;
}

async function seriesRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(series);
  return Number(row?.n ?? 0);
}

describe("starter series", () => {
  it("gives a new factory its own three series, so its first window is priced", async () => {
    const token = (await registerAccount(t.app, t.clock, { role: "factory" })).userinfo.api_token;
    const { directories, series: list } = await catalogue(token);
    const starter = directories.find((d) => d.name === STARTER_DIRECTORY);
    expect(starter).toBeDefined();
    expect(list).toHaveLength(3);
    expect(list.every((s) => s.directoryId === starter?.id)).toBe(true);
    expect(list.filter((s) => s.isDefault)).toHaveLength(1);

    // seriesId null: the default (TB60 casement) series prices it by its quote tab.
    const order = await createOrder(t.app, token);
    const item = await addItem(t.app, token, order.id);
    expect(item.price).toBeGreaterThan(0);
    expect(item.price).toBe(CASEMENT_PRICE);

    // The copies are the factory's own: an edit bumps its version and leaves others' alone.
    const first = list[0];
    if (!first) throw new Error("no series");
    const renamed = await callRoute(t.app, routes.series.update, {
      params: { id: first.id },
      token,
      body: { name: "Our casement", overwrite: true },
    });
    expect(renamed.body.code, renamed.body.key).toBe(0);
    const other = (await registerAccount(t.app, t.clock, { role: "factory" })).userinfo.api_token;
    expect((await catalogue(other)).series.map((s) => s.name)).not.toContain("Our casement");
  });

  it("gives dealers and software vendors no series", async () => {
    for (const role of ["dealer", "software"] as const) {
      const token = (await registerAccount(t.app, t.clock, { role })).userinfo.api_token;
      expect((await catalogue(token)).series, role).toEqual([]);
    }
  });

  it("leaves no series behind when the registration fails", async () => {
    const before = await seriesRows();
    const phone = nextPhone();
    const form: Omit<BodyIn<typeof routes.auth.register>, "code"> = {
      phone,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      company: "Rolled Back Windows",
      role: "factory",
      nickname: "Gone",
      agree: true,
    };
    failAfterSeeding.on = true;
    try {
      const code = await codeFor(t.app, t.clock, phone, "register");
      const failed = await callRoute(t.app, routes.auth.register, { body: { ...form, code } });
      expect(failed.status).toBe(500);
    } finally {
      failAfterSeeding.on = false;
    }
    expect(await seriesRows()).toBe(before);
    const gone = await t.database.db.select().from(companies).where(eq(companies.name, form.company));
    expect(gone).toEqual([]);

    // Nothing half-made blocks the phone: it registers on the next try, with its series.
    const code = await codeFor(t.app, t.clock, phone, "register");
    const retried = await callRoute(t.app, routes.auth.register, { body: { ...form, code } });
    expect(retried.body.code, retried.body.key).toBe(0);
    expect(await seriesRows()).toBe(before + 3);
  });
});
