import { type BodyIn, routes } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { companies, series } from "../../db/schema/index.ts";
import {
  callRoute,
  codeFor,
  nextPhone,
  registerAccount,
  STRONG_PASSWORD,
} from "../../test/helpers/factories.ts";
import { rowCount } from "../../test/helpers/rows.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addItem, CASEMENT_PRICE, casementDesign, createOrder, itemBody } from "../orders/orders.fixtures.ts";
import { seedDirectoryName } from "../series/series.seed.ts";

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

const seriesRows = () => rowCount(t.database.db, series);

describe("starter series", () => {
  it("gives a new factory its own three series, so its first window is priced", async () => {
    const token = (await registerAccount(t.app, t.clock, { role: "factory" })).userinfo.api_token;
    const { directories, series: list } = await catalogue(token);
    const starter = directories.find((d) => d.name === seedDirectoryName("starter", "en-US"));
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

  it("names the copies in the language the factory signs up in, with the same prices", async () => {
    const zh = (await registerAccount(t.app, t.clock, { role: "factory" }, "zh-CN")).userinfo.api_token;
    const { directories, series: list } = await catalogue(zh);
    expect(directories.map((d) => d.name)).toContain("入门系列");
    expect(list.map((s) => s.name).sort()).toEqual(
      ["PVC60 塑钢平开窗（内衬钢）", "SL90 推拉窗（二轨/三轨）", "TB60 断桥铝平开窗"].sort(),
    );
    const tb60 = list.find((s) => s.isDefault);
    const { body } = await callRoute(t.app, routes.series.get, { token: zh, params: { id: tb60?.id ?? 0 } });
    expect(body.data.model.profiles[0]).toMatchObject({ code: "F001", name: "TB60 框料" });
    expect(body.data.model.profiles[0]?.colours).toEqual(["银色", "石墨灰", "白色"]);
    expect(body.data.model.accessories.map((a) => a.name)).toContain("平开执手");
    // the same figures: the casement, in the series' white (白色), is priced as in any language
    const order = await createOrder(t.app, zh);
    const white = {
      ...casementDesign,
      frames: casementDesign.frames.map((f: object) => ({ ...f, colors: { a: "白色", b: "白色" } })),
    };
    expect((await addItem(t.app, zh, order.id, itemBody({ design: white, color: "白色" }))).price).toBe(
      CASEMENT_PRICE,
    );

    const ru = (await registerAccount(t.app, t.clock, { role: "factory" }, "ru-RU")).userinfo.api_token;
    expect((await catalogue(ru)).series.map((s) => s.name)).toContain("TB60 поворотное окно с терморазрывом");
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
      phoneAgain: phone,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      company: "Rolled Back Windows",
      spaceName: "Rolled Back Windows",
      username: "rolled_back",
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
