// One order as a quote (the drawing page's PDF, Excel and Word; /orders/export/{id}): the same
// writers as the contract's documents, each window drawn with its details and price and, with
// the BOM (the script module), what one window cuts. The files are read back as other programs
// read them: the PDF by pdftotext, the workbook by ExcelJS, the Word file's XML unzipped.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ExportFormat, pathOf, routes } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import { chineseCapitalAmount } from "@fenestra/core/pricing/chinese-capital-amount";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { documentWords } from "../../i18n/catalogue.ts";
import { companyIdOf, setCompanyModule } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount, registerPaidAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { subAccount } from "../contracts/contracts.fixtures.ts";
import { addItem, CASEMENT_PRICE, createOrder, type OrderDto } from "../orders/orders.fixtures.ts";

const dir = mkdtempSync(join(tmpdir(), "fenestra-order-export-"));
const t = testAppForFile();
/** A paid (pro) factory: it has the BOM. */
let pro: string;
let order: OrderDto;
/** The first profile piece and pane one window cuts, as printed. */
let firstProfile: string;
let firstPane: string;

const mm1 = (n: number) => String(Math.round(n * 10) / 10);

beforeAll(async () => {
  pro = (await registerPaidAccount(t.app, t.clock, { company: "Huachuang Windows" })).userinfo.api_token;
  order = await createOrder(t.app, pro, { customer: "Zhao Lei" });
  // the casement example, two windows of it
  await addItem(t.app, pro, order.id);
  const bom = await callRoute(t.app, routes.bom.order, { token: pro, params: { id: order.id } });
  expect(bom.body.code, bom.body.key).toBe(0);
  const { profiles, glass } = bom.body.data.bom;
  const p = profiles[0]!;
  const g = glass[0]!;
  // the order's BOM holds both windows: one window cuts half
  firstProfile = `${p.name} ${mm1(p.length)} × ${p.count / 2}`;
  firstPane = `${g.spec} ${mm1(g.width)} × ${mm1(g.height)} × ${g.count / 2}`;
}, 60_000);

async function download(token: string, id: number, format: ExportFormat, lang: Language) {
  return t.app.inject({
    method: routes.exports.order.method,
    url: pathOf(routes.exports.order, { id }),
    query: { format },
    headers: { authorization: `Bearer ${token}`, targetlanguage: lang },
  });
}

async function file(token: string, id: number, format: ExportFormat, lang: Language) {
  const res = await download(token, id, format, lang);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-disposition"]).toContain(`${order.orderNo}.${format}`);
  const path = join(dir, `${id}-${lang}.${format}`);
  writeFileSync(path, res.rawPayload);
  return path;
}

const pdfText = (path: string) => execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
const pdfImages = (path: string) =>
  execFileSync("pdfimages", ["-list", path], { encoding: "utf8" }).trim().split("\n").slice(2).length;

async function workbookText(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0]!;
  const cells: unknown[] = [];
  sheet.eachRow((row) => {
    row.eachCell((c) => {
      cells.push(c.value);
    });
  });
  return { cells, images: sheet.getImages().length };
}

/** The Word file's body text, paragraph by paragraph, a line break as "\n". */
function docxText(path: string) {
  const xml = execFileSync("unzip", ["-p", path, "word/document.xml"], { encoding: "utf8" });
  return {
    text: xml
      .replace(/<w:br\/>/g, "\n")
      .replace(/<\/w:p>/g, "\n")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&"),
    images: (xml.match(/<pic:pic\b/g) ?? []).length,
  };
}

describe("an order as a quote", () => {
  it.each(["en-US", "zh-CN"] as const)(
    "%s PDF: the window drawn with its size and price, what one window cuts, the order's total",
    async (lang) => {
      const L = documentWords[lang].exports;
      const path = await file(pro, order.id, "pdf", lang);
      const printed = pdfText(path);
      for (const expected of [
        "Huachuang Windows",
        L.quote,
        `${L.orderNo}${L.colon}${order.orderNo}`,
        "Zhao Lei",
        "C1",
        "1500 × 1400",
        formatYuan(CASEMENT_PRICE),
        formatYuan(2 * CASEMENT_PRICE),
        L.profiles,
        firstProfile,
        L.glassPanes,
        firstPane,
        L.total,
      ])
        expect(printed, expected).toContain(expected);
      // an order in no contract names none
      expect(printed).not.toContain(L.contractNo);
      if (lang === "zh-CN") expect(printed).toContain(`人民币${chineseCapitalAmount(2 * CASEMENT_PRICE)}`);
      // the window's drawing is in it
      expect(pdfImages(path)).toBeGreaterThanOrEqual(1);
    },
  );

  it("the .xlsx and .docx hold the same: drawing, size, price as a number, what one window cuts", async () => {
    const L = documentWords["en-US"].exports;
    const book = await workbookText(await file(pro, order.id, "xlsx", "en-US"));
    expect(book.images).toBe(1);
    expect(book.cells).toEqual(
      expect.arrayContaining([
        `${L.orderNo}${L.colon}${order.orderNo}`,
        "1500 × 1400",
        CASEMENT_PRICE / 100,
        (2 * CASEMENT_PRICE) / 100,
        L.profiles,
        L.glassPanes,
      ]),
    );
    const lines = book.cells.filter((c): c is string => typeof c === "string").flatMap((c) => c.split("\n"));
    expect(lines).toEqual(expect.arrayContaining([firstProfile, firstPane]));

    const word = docxText(await file(pro, order.id, "docx", "en-US"));
    expect(word.images).toBe(1);
    for (const expected of [
      `${L.orderNo}${L.colon}${order.orderNo}`,
      "1500 × 1400",
      formatYuan(2 * CASEMENT_PRICE),
      `${L.profiles}${L.colon}${firstProfile}`,
      `${L.glassPanes}${L.colon}${firstPane}`,
    ])
      expect(word.text, expected).toContain(expected);
    // each piece on a line of its own
    expect(word.text).toContain(`${L.profiles}${L.colon}${firstProfile}\n`);
  });

  it("names the contract the order is in", async () => {
    const contract = await callRoute(t.app, routes.contracts.create, {
      token: pro,
      body: { customer: "Zhao Lei", contractNo: "HT-ORDER-EXPORT", orderId: order.id },
    });
    expect(contract.body.code, contract.body.key).toBe(0);
    const printed = pdfText(await file(pro, order.id, "pdf", "en-US"));
    expect(printed).toContain(`${documentWords["en-US"].exports.contractNo}: HT-ORDER-EXPORT`);
  });

  it("prints no materials for a company without the BOM (its script module expired)", async () => {
    const session = await registerAccount(t.app, t.clock);
    const trial = session.userinfo.api_token;
    const own = await createOrder(t.app, trial);
    await addItem(t.app, trial, own.id);
    await setCompanyModule(
      t.database.db,
      await companyIdOf(t.database.db, session.userinfo.id),
      "script",
      -1,
    );
    const L = documentWords["en-US"].exports;
    const res = await download(trial, own.id, "pdf", "en-US");
    expect(res.statusCode).toBe(200);
    const path = join(dir, "trial.pdf");
    writeFileSync(path, res.rawPayload);
    const printed = pdfText(path);
    expect(printed).toContain("1500 × 1400");
    expect(printed).not.toContain(L.profiles);
    expect(printed).not.toContain(L.glassPanes);
  });

  it("is read through the order's visibility rule; a format it does not write is refused at the field", async () => {
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const theirs = await download(stranger, order.id, "pdf", "en-US");
    expect(theirs.json()).toMatchObject({ code: 2, key: "missing.order" });
    const noKeys = await subAccount(t.app, pro, []);
    const notSold = await download(noKeys, order.id, "xlsx", "en-US");
    expect(notSold.json()).toMatchObject({ code: 2, key: "missing.order" });
    const bad = await t.app.inject({
      method: "GET",
      url: pathOf(routes.exports.order, { id: order.id }),
      query: { format: "odt" },
      headers: { authorization: `Bearer ${pro}`, targetlanguage: "en-US" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: "format" }] });
  });
});
