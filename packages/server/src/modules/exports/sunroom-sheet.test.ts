// A sunnyhouse contract's printout (issue 33, docs/sunroom.md "Printed contract and drawings"):
// made from a saved 4 × 3 m lean-to, its PDF carries the sunroom's drawings, its BOM (the
// structure's profiles with cut lengths and angles, the roof panels, the facets, the accessories)
// and its cutting plan, in the reader's language — as its Excel and Word files do, from the same
// document model; the saved sunroom's drawings alone as a PDF.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathOf, type RouteDef, routes } from "@fenestra/api";
import { LANGUAGES, type Language, type Session } from "@fenestra/core";
import { DEMO_SUNROOM_SERIES_ID, newSunroom, type Sunroom } from "@fenestra/core/sunroom/index";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema/index.ts";
import { documentWords } from "../../i18n/catalogue.ts";
import { tenantOfAuth } from "../../tenancy/tenant.ts";
import { companyIdOf } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { loadSunroomSheet } from "./sunroom-sheet.ts";

const t = testAppForFile();
const dir = mkdtempSync(join(tmpdir(), "fenestra-sunroom-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let owner: Session;
let sunroomId: number;
let contractId: number;

/** The PDF's text, its whitespace made single spaces (pdftotext breaks lines where the page does). */
async function pdfText(
  route: Pick<RouteDef, "path" | "method">,
  id: number,
  lang: Language,
  query?: Record<string, string>,
) {
  const res = await t.app.inject({
    method: route.method,
    url: pathOf(route, { id }),
    ...(query ? { query } : {}),
    headers: { authorization: `Bearer ${owner.userinfo.api_token}`, targetlanguage: lang },
  });
  expect(res.statusCode, res.payload.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toContain("application/pdf");
  const file = join(dir, `${route.path.replace(/\W/g, "-")}-${lang}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

/** The contract written as `format` in `lang`: its bytes. */
async function exported(id: number, format: "xlsx" | "docx", lang: Language) {
  const res = await t.app.inject({
    method: routes.exports.contract.method,
    url: pathOf(routes.exports.contract, { id }),
    query: { format, kind: "contract" },
    headers: { authorization: `Bearer ${owner.userinfo.api_token}`, targetlanguage: lang },
  });
  expect(res.statusCode, res.payload.slice(0, 200)).toBe(200);
  return res.rawPayload;
}

beforeAll(async () => {
  owner = await registerAccount(t.app, t.clock);
  const companyId = await companyIdOf(t.database.db, owner.userinfo.id);
  await t.database.db.update(companies).set({ isTrial: 0, permanent: 1 }).where(eq(companies.id, companyId));
  const token = owner.userinfo.api_token;
  const { body } = await callRoute(t.app, routes.series.catalogue, { token });
  const facetSeriesId = String((body.data.series.find((x) => x.isDefault) ?? body.data.series[0])!.id);
  const sunroom: Sunroom = newSunroom(DEMO_SUNROOM_SERIES_ID, facetSeriesId, "silver", "R120");
  const saved = await callRoute(t.app, routes.sunrooms.create, {
    token,
    body: { name: "Garden room", sunroom },
    lang: "en-US",
  });
  expect(saved.body.code, saved.body.key).toBe(0);
  sunroomId = saved.body.data.id;
  const made = await callRoute(t.app, routes.sunrooms.contract, {
    token,
    params: { id: sunroomId },
    body: { customer: "Mrs Li", phone: "13800000000" },
    lang: "en-US",
    idempotencyKey: "sunroom-print-1",
  });
  expect(made.body.code, made.body.key).toBe(0);
  contractId = made.body.data.id;
});

describe("a sunnyhouse contract's printout", () => {
  it("carries the sunroom's drawings, BOM and cutting plan in each of the four languages", async () => {
    for (const lang of LANGUAGES) {
      const L = documentWords[lang].exports;
      const companyId = await companyIdOf(t.database.db, owner.userinfo.id);
      // the owner as the routes see it: the main account of a factory
      const tenant = tenantOfAuth({
        userId: owner.userinfo.id,
        companyId,
        companyRole: "factory",
        fid: 0,
        permanents: null,
      });
      const sheet = await loadSunroomSheet(t.database.db, tenant, sunroomId, lang, L);
      const text = await pdfText(routes.exports.contract, contractId, lang, {
        format: "pdf",
        kind: "contract",
      });
      const squeeze = (s: string) => s.replace(/\s+/g, " ");
      // the drawings, titled, with the room's own sizes among their figures
      for (const d of sheet.drawings) expect(text).toContain(squeeze(d.title));
      expect(sheet.drawings.map((d) => d.title)).toEqual([
        L.sunroomPlan,
        L.sunroomElevationLeft,
        L.sunroomElevationFront,
        L.sunroomElevationRight,
        L.sunroomRoofPlan,
      ]);
      expect(sheet.drawings.every((d) => d.png !== null)).toBe(true);
      // every BOM line and every cutting line, under their headings
      expect(sheet.bom.map((s) => s.heading)).toEqual([
        L.sunroomStructure,
        L.sunroomPanels,
        L.sunroomFacets,
        L.sunroomAccessories,
      ]);
      expect(text).toContain(squeeze(L.sunroomBom));
      expect(text).toContain(squeeze(L.sunroomCutting));
      for (const s of [...sheet.bom, ...sheet.cutting]) {
        expect(text).toContain(squeeze(s.heading));
        for (const line of s.lines) expect(text).toContain(squeeze(line));
      }
      expect(sheet.cutting.length).toBeGreaterThan(0);
    }
  }, 180_000);

  it("carries the same sheet in its Excel and Word files, in each of the four languages", async () => {
    const companyId = await companyIdOf(t.database.db, owner.userinfo.id);
    const tenant = tenantOfAuth({
      userId: owner.userinfo.id,
      companyId,
      companyRole: "factory",
      fid: 0,
      permanents: null,
    });
    for (const lang of LANGUAGES) {
      const L = documentWords[lang].exports;
      const sheet = await loadSunroomSheet(t.database.db, tenant, sunroomId, lang, L);
      const wanted = [
        sheet.title,
        L.sunroomDrawings,
        ...sheet.drawings.map((d) => d.title),
        L.sunroomBom,
        L.sunroomCutting,
        ...[...sheet.bom, ...sheet.cutting].flatMap((s) => [s.heading, ...s.lines]),
      ];
      const xlsx = await exported(contractId, "xlsx", lang);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx as unknown as Parameters<typeof book.xlsx.load>[0]);
      const cells: string[] = [];
      book.worksheets[0]!.eachRow((row) => {
        row.eachCell((c) => {
          cells.push(String(c.value));
        });
      });
      for (const line of wanted) expect(cells, `${lang} xlsx: ${line}`).toContain(line);
      // the five drawings are pictures of the sheet
      expect(book.worksheets[0]!.getImages().length).toBeGreaterThanOrEqual(5);

      const file = join(dir, `contract-${lang}.docx`);
      writeFileSync(file, await exported(contractId, "docx", lang));
      const xml = execFileSync("unzip", ["-p", file, "word/document.xml"], { encoding: "utf8" });
      const paragraphs = xml.split("</w:p>").map((p) =>
        p
          .replace(/<[^>]+>/g, "")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'")
          .replace(/&amp;/g, "&"),
      );
      for (const line of wanted) expect(paragraphs, `${lang} docx: ${line}`).toContain(line);
      expect((xml.match(/<pic:pic\b/g) ?? []).length).toBeGreaterThanOrEqual(5);
    }
  }, 180_000);

  it("prints the lean-to's rafters at their cut length and plumb angles", async () => {
    const L = documentWords["en-US"].exports;
    const text = await pdfText(routes.exports.contract, contractId, "en-US", {
      format: "pdf",
      kind: "contract",
    });
    expect(text).toContain("Sunroom Garden room: 4000 × 3000 mm");
    // a rafter of the 15° lean-to is cut plumb at both ends: 75° off the bar's axis
    expect(text).toContain("R120 Rafter 60×120 silver: 3209.4 mm, ends 75° / 75° × 7");
    expect(text).toContain("Roof panels 6+12A+6 666.7 × 3209.4 × 6");
    expect(text).toMatch(/R120 silver: 7 bars, [\d.]+ % used 6000 mm × 7: 3209.4 \(left [\d.]+\)/);
    expect(text).toContain(L.sunroomFacets);
    expect(text).toContain("front-1 2000 × 2400");
  });

  it("answers the saved sunroom's drawings alone as a PDF", async () => {
    const L = documentWords["zh-CN"].exports;
    const text = await pdfText(routes.sunrooms.drawings, sunroomId, "zh-CN");
    expect(text).toContain("阳光房 Garden room：4000 × 3000 mm");
    for (const title of [L.sunroomPlan, L.sunroomElevationFront, L.sunroomRoofPlan])
      expect(text).toContain(title);
    expect(text).not.toContain(L.sunroomBom);
  });
});
