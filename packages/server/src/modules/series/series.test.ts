import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type BodyIn, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { FORMULA_MESSAGES } from "@fenestra/core/formula/index";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyModules, users } from "../../db/schema/index.ts";
import { seedDemo } from "../../db/seed.ts";
import { tenantOfAuth } from "../../tenancy/tenant.ts";
import { callRoute, registerAccount, signInDemo, subAccountSession } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { getSeriesForCompany } from "./series.service.ts";

let demo: Session;
let token: string;
const t = testAppForFile();
beforeAll(async () => {
  demo = await signInDemo(t.app);
  token = demo.userinfo.api_token;
});

const ruFormula = FORMULA_MESSAGES["ru-RU"];
const zhFormula = FORMULA_MESSAGES["zh-CN"];

const examples = join(import.meta.dirname, "../../../../../docs/examples");
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), "utf8")) as unknown;

async function catalogue(as = token) {
  const { body } = await callRoute(t.app, routes.series.catalogue, { token: as });
  expect(body.code, body.key).toBe(0);
  return body.data;
}
async function companyOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ c: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.c as number;
}
/** A new directory `directory` holding a new series, both made as `as`. */
async function newSeriesIn(
  directory: string,
  series: Omit<BodyIn<typeof routes.series.create>, "directoryId">,
  as = token,
) {
  const dir = await callRoute(t.app, routes.series.createDirectory, { token: as, body: { name: directory } });
  const directoryId = (dir.body.data as { id: number }).id;
  const created = await callRoute(t.app, routes.series.create, {
    token: as,
    body: { directoryId, ...series },
  });
  return { directoryId, series: created.body.data };
}
const demoDirectory = async () => {
  const cat = await catalogue();
  const dir = cat.directories.find((d) => d.name === "Demo");
  if (!dir) throw new Error("no demo directory");
  return { cat, dir };
};

describe("series catalogue", () => {
  it("seeds the three demo series once, the casement one as default", async () => {
    await seedDemo(t.database.db); // a second start must not duplicate them
    const { cat, dir } = await demoDirectory();
    const seeded = cat.series.filter((s) => s.directoryId === dir.id);
    expect(seeded.map((s) => s.name).sort()).toEqual(
      Object.values(DEMO_SERIES)
        .map((s) => s.name)
        .sort(),
    );
    expect(seeded.filter((s) => s.isDefault)).toHaveLength(1);
    expect(cat.directories.find((d) => d.id === dir.parentId)?.isMain).toBe(true);
  });

  it("saves a formula edit, bumps the version and reports the error code and position", async () => {
    const { cat } = await demoDirectory();
    const id = cat.series.find((s) => s.isDefault)?.id as number;
    const { body: got } = await callRoute(t.app, routes.series.get, { params: { id: id }, token });
    const series = got.data;
    expect(series.issues).toEqual([]);
    const model = structuredClone(series.model);
    const row = model.formulas.frame?.rows[0] as Record<string, unknown>;
    row.length = "W - (2 *";
    const { body } = await callRoute(t.app, routes.series.update, {
      params: { id: id },
      token,
      body: { model, overwrite: true },
      lang: "ru-RU",
    });
    expect(body.code, body.key).toBe(0);
    const saved = body.data;
    expect(saved.version).toBe(series.version + 1);
    const issue = saved.issues.find((i) => i.rowId === row.id && i.field === "length");
    expect(issue?.error.code).toBe("err_17");
    expect(issue?.error.position).toBe(4);
    // The message comes in the caller's language, the same words as the formula editor's.
    expect(issue?.message).toBe(ruFormula.errors.err_17);
    const { body: again } = await callRoute(t.app, routes.series.get, {
      params: { id: id },
      token,
      lang: "zh-CN",
    });
    const zhIssue = again.data.issues.find((i) => i.rowId === row.id);
    expect(zhIssue?.message).toBe(zhFormula.errors.err_17);
    // Put it back so the BOM tests below see the shipped series.
    const restore = await callRoute(t.app, routes.series.update, {
      params: { id: id },
      token,
      body: { model: series.model, overwrite: true },
    });
    expect(restore.body.data.issues).toEqual([]);
  });

  it("refuses a model that core's schema rejects, naming the field", async () => {
    const { cat } = await demoDirectory();
    const id = cat.series[0]?.id as number;
    const { status, body } = await callRoute(t.app, routes.series.update, {
      params: { id: id },
      token,
      body: { model: { name: "x" }, overwrite: true },
      lang: "en-US",
    });
    expect(status).toBe(400);
    expect(body.key).toBe("validation.failed");
    expect(body.message).toBe("The series data is invalid");
  });

  it("refuses a profile 99,999,999 mm wide, a frame 40 mm deep, 201 profiles, glass that thick, a blank code, a section that does not close and a 60 mm kerf at the field, saying what is allowed, nothing saved", async () => {
    const { cat } = await demoDirectory();
    const id = cat.series.find((s) => s.isDefault)?.id as number;
    const before = (await callRoute(t.app, routes.series.get, { params: { id }, token })).body.data;
    const edited = (change: (model: typeof before.model) => void) => {
      const model = structuredClone(before.model);
      change(model);
      return model;
    };
    const cases = [
      {
        model: edited((m) => {
          (m.profiles[0] as { faceWidth: number }).faceWidth = 99_999_999;
        }),
        field: "model.profiles.0.faceWidth",
        en: "Enter a size from 10 to 200 mm",
        zh: "请输入 10 到 200 mm 之间的尺寸",
      },
      {
        // SPEC §5 size settings: a frame (F001) from 50 mm deep, any other size from 10
        model: edited((m) => {
          (m.profiles[0] as { depth: number }).depth = 40;
        }),
        field: "model.profiles.0.depth",
        en: "Enter a frame depth from 50 to 200 mm",
        zh: "请输入 50 到 200 mm 之间的框深度",
      },
      {
        // SPEC §8: more profiles than a series holds here go to the desktop tool
        model: edited((m) => {
          const first = m.profiles[0] as { code: string };
          m.profiles = Array.from({ length: 201 }, (_, i) => ({ ...first, code: `P${i + 1}` })) as never;
        }),
        field: "model.profiles",
        en: "Too many profiles: a series holds at most 200. Split it into several series, or use the desktop tool (fenestra bom) for a larger catalogue",
        zh: "型材太多：一个系列最多 200 根型材。请拆成几个系列，更大的型材表请使用桌面工具（fenestra bom）",
      },
      {
        model: edited((m) => {
          (m.glass[0] as { thickness: number }).thickness = 99_999_999;
        }),
        field: "model.glass.0.thickness",
        en: "Enter a thickness from 1 to 200 mm",
        zh: "请输入 1 到 200 mm 之间的厚度",
      },
      {
        model: edited((m) => {
          (m.profiles[1] as { code: string }).code = "";
        }),
        field: "model.profiles.1.code",
        en: "Enter a code of 1 to 40 characters, with no blanks at its ends (such as F001)",
        zh: "请输入 1 到 40 个字符的代码，首尾不能有空格（例如 F001）",
      },
      {
        // The saw's kerf and trims (issue 28): a kerf of 60 mm or a negative trim is a typing slip.
        model: edited((m) => {
          (m.cutting as { kerf: number }).kerf = 60;
        }),
        field: "model.cutting.kerf",
        en: "Enter a length from 0 to 50 mm",
        zh: "请输入 0 到 50 mm 之间的长度",
      },
      {
        // a profile's DXF section (docs/series.md "Cross-sections"): its outline must close
        model: edited((m) => {
          (m.profiles[0] as { sectionDxf?: string }).sectionDxf = [
            ...["0", "SECTION", "2", "ENTITIES", "0", "LINE", "8", "0", "10", "0", "20", "0", "11", "60"],
            ...["21", "0", "0", "LINE", "8", "0", "10", "60", "20", "0", "11", "60", "21", "60"],
            ...["0", "ENDSEC", "0", "EOF"],
          ].join("\n");
        }),
        field: "model.profiles.0.sectionDxf",
        en: "The section's outline does not close: join every line and arc end to end",
        zh: "截面轮廓未闭合：请将每条线和圆弧首尾相连",
      },
      {
        model: edited((m) => {
          (m.profiles[0] as { sectionDxf?: string }).sectionDxf = "F001 section";
        }),
        field: "model.profiles.0.sectionDxf",
        en: "The section is not a DXF drawing with outlines (LWPOLYLINE, POLYLINE, LINE, ARC or CIRCLE)",
        zh: "截面不是含轮廓线的 DXF 图（LWPOLYLINE、POLYLINE、LINE、ARC 或 CIRCLE）",
      },
      {
        model: edited((m) => {
          (m.cutting as { trimEnd: number }).trimEnd = -5;
        }),
        field: "model.cutting.trimEnd",
        en: "Enter a length from 0 to 1000 mm",
        zh: "请输入 0 到 1000 mm 之间的长度",
      },
    ];
    for (const c of cases)
      for (const lang of ["en-US", "zh-CN"] as const) {
        const res = await callRoute(t.app, routes.series.update, {
          params: { id },
          token,
          body: { model: c.model, overwrite: true },
          lang,
        });
        expect(res.status).toBe(400);
        const message = lang === "en-US" ? c.en : c.zh;
        expect(res.body).toMatchObject({ message, errors: [{ field: c.field, message }] });
      }
    const after = (await callRoute(t.app, routes.series.get, { params: { id }, token })).body.data;
    expect(after.version).toBe(before.version);
    expect(after.model).toEqual(before.model);
  });

  it("keeps series out of the main directory and requires a name", async () => {
    const cat = await catalogue();
    const main = cat.directories.find((d) => d.isMain)?.id as number;
    const inMain = await callRoute(t.app, routes.series.create, {
      token,
      body: { directoryId: main, name: "X", material: "aluminium" },
    });
    expect(inMain.body.key).toBe("delete_blocked.main_directory_products");
    const unnamed = await callRoute(t.app, routes.series.create, {
      token,
      body: { directoryId: main, name: "  ", material: "aluminium" },
      lang: "en-US",
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe("Please enter the series name");
    const before = (await catalogue()).directories.length;
    for (const [lang, message] of [
      ["en-US", "The name can be at most 60 characters"],
      ["zh-CN", "名称最多 60 个字符"],
      ["vi-VN", "Tên tối đa 60 ký tự"],
      ["ru-RU", "Название не длиннее 60 символов"],
    ] as const) {
      const tooLong = await callRoute(t.app, routes.series.createDirectory, {
        token,
        body: { name: "x".repeat(61) },
        lang,
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual([{ field: "name", message }]);
    }
    expect((await catalogue()).directories.length).toBe(before);
  });

  it("names an unnamed clone '<name> copy' in the caller's language, numbered when taken", async () => {
    const { id } = (await newSeriesIn("Copies", { name: "Slide 70", material: "upvc" })).series;
    const clone = async (lang: string) =>
      (await callRoute(t.app, routes.series.clone, { params: { id: id }, token, body: {}, lang })).body.data
        .name;
    expect(await clone("en-US")).toBe("Slide 70 copy");
    expect(await clone("en-US")).toBe("Slide 70 copy 2");
    expect(await clone("zh-CN")).toBe("Slide 70 副本");
  });

  it("creates, clones, moves, shares and deletes by the SPEC §8 rules", async () => {
    const { directoryId: dirId, series: fresh } = await newSeriesIn("Tests", {
      name: "New 50",
      material: "upvc",
    });
    expect(fresh.name).toBe("New 50");
    const clone = await callRoute(t.app, routes.series.clone, {
      params: { id: fresh.id },
      token,
      body: { name: "New 50 copy" },
    });
    expect(clone.body.key).toBe("success.clone");
    const copy = clone.body.data;
    expect(copy.model.profiles).toEqual(fresh.model.profiles);

    const { dir: demoDir } = await demoDirectory();
    const moved = await callRoute(t.app, routes.series.move, {
      params: { id: copy.id },
      token,
      body: { directoryId: demoDir.id },
    });
    expect(moved.body.data.directoryId).toBe(demoDir.id);

    const tooLong = await callRoute(t.app, routes.series.share, {
      params: { id: copy.id },
      token,
      body: { shared: true, description: "x".repeat(61) },
      lang: "en-US",
    });
    expect(tooLong.body.message).toBe("The share description is at most 60 characters");
    const shared = await callRoute(t.app, routes.series.share, {
      params: { id: copy.id },
      token,
      body: { shared: true, description: "x".repeat(60) },
    });
    expect(shared.body.code).toBe(0);

    const notEmpty = await callRoute(t.app, routes.series.deleteDirectory, { params: { id: dirId }, token });
    expect(notEmpty.body.key).toBe("delete_blocked.directory_not_empty");
    expect(
      (await callRoute(t.app, routes.series.remove, { params: { id: fresh.id }, token })).body.code,
    ).toBe(0);
    expect(
      (await callRoute(t.app, routes.series.deleteDirectory, { params: { id: dirId }, token })).body.code,
    ).toBe(0);
    expect((await callRoute(t.app, routes.series.remove, { params: { id: copy.id }, token })).body.code).toBe(
      0,
    );

    const cat = await catalogue();
    const def = cat.series.find((s) => s.isDefault)?.id as number;
    const template = await callRoute(t.app, routes.series.remove, { params: { id: def }, token });
    expect(template.body.key).toBe("delete_blocked.series_has_templates");
  });
});

describe("who may manage products", () => {
  it("refuses sub-accounts even with every product permission", async () => {
    const permanents = {
      enter_product_manage: "1",
      view_product_manage: "1",
      edit_product_manage: "1",
      edit_formula: "1",
    } as const;
    const sub = (await subAccountSession(t.app, token, permanents)).userinfo.api_token;
    const { body } = await callRoute(t.app, routes.series.catalogue, { token: sub });
    expect(body.key).toBe("access.no_permission");
    const bom = await callRoute(t.app, routes.bom.calculate, {
      token: sub,
      body: { design: example("casement-1500x1400.design.json"), seriesId: "default" },
    });
    expect(bom.body.key).toBe("access.no_permission");
  });

  it("lets trial companies manage but not clone, keeps companies apart, and needs the script module", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const trialToken = trial.userinfo.api_token;
    const trialCompany = await companyOf(trial.userinfo.id);
    // A new factory starts with its own copies of the three demo series (the starter catalogue).
    const cat = await catalogue(trialToken);
    expect(cat.series).toHaveLength(3);
    const mineId = (await newSeriesIn("Mine", { name: "S", material: "aluminium" }, trialToken)).series.id;
    // a purchase answer: the web shows the buy prompt with the upgrade (issue 30)
    expect(
      (
        await callRoute(t.app, routes.series.clone, {
          params: { id: mineId },
          token: trialToken,
          body: {},
          lang: "en-US",
        })
      ).body,
    ).toMatchObject({ code: 10086, key: "trial.no_clone", message: "Trial accounts cannot clone" });
    const demoSeries = (await catalogue()).series[0]?.id as number;
    expect(
      (await callRoute(t.app, routes.series.get, { params: { id: demoSeries }, token: trialToken })).body.key,
    ).toBe("missing.series");
    const trialTenant = tenantOfAuth({
      userId: trial.userinfo.id,
      companyId: trialCompany,
      companyRole: trial.userinfo.role,
      fid: trial.userinfo.fid,
      permanents: null,
    });
    expect(await getSeriesForCompany(t.database.db, trialTenant, demoSeries)).toBeUndefined();

    await t.database.db
      .update(companyModules)
      .set({ value: -1 })
      .where(and(eq(companyModules.companyId, trialCompany), eq(companyModules.module, "script")));
    expect((await callRoute(t.app, routes.series.catalogue, { token: trialToken })).body.code).toBe(10086);
  });
});

describe("section files", () => {
  it("draws a join of the join table as SVG and DXF", async () => {
    const id = (await catalogue()).series.find((s) => s.isDefault)?.id as number;
    const { body } = await callRoute(t.app, routes.series.section, {
      params: { id: id },
      query: { from: "S001", to: "F001" },
      token,
    });
    const section = body.data as { svg: string; dxf: string; width: number };
    expect(section.svg).toContain('data-cross="26"');
    expect(section.svg.match(/<rect/g)).toHaveLength(2);
    expect(section.dxf).toContain("SECTION");
    const missing = await callRoute(t.app, routes.series.section, {
      params: { id: id },
      query: { from: "F001", to: "S001" },
      token,
    });
    expect(missing.body.key).toBe("missing.parameters");
  });
});
