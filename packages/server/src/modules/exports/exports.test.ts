import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ExportFormat, pathOf, routes } from "@fenestra/api";
import type { Design, Region } from "@fenestra/core";
import { LANGUAGES, type Language } from "@fenestra/core";
import { chineseCapitalAmount } from "@fenestra/core/pricing/chinese-capital-amount";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Resvg } from "@resvg/resvg-js";
import { beforeAll, describe, expect, it } from "vitest";
import { documentWords } from "../../i18n/catalogue.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { createContract, getContract } from "../contracts/contracts.fixtures.ts";
import { addItem, casementDesign, createOrder, itemBody } from "../orders/orders.fixtures.ts";

let token: string;
let contractId: number;
let totalFen: number;
let steps: { extras: number; subtotal: number; discount: number; markup: number };
// FENESTRA_EXPORT_DIR keeps the files (and their PNG pages) for a look after the run.
const dir = process.env.FENESTRA_EXPORT_DIR ?? mkdtempSync(join(tmpdir(), "fenestra-export-"));
mkdirSync(dir, { recursive: true });
const CUSTOMER = "王小明 🏠😀";
const SERIES_NAME_PATTERN = /\S/;

/** Uploads a plain PNG of one colour as the company's logo or seal; answers its file key. */
async function uploadPng(purpose: "logo" | "seal", width: number, height: number, color: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/></svg>`;
  const data = Buffer.from(new Resvg(svg).render().asPng()).toString("base64");
  const res = await callRoute(t.app, routes.files.upload, { token, body: { purpose, data } });
  expect(res.body.code, res.body.key).toBe(0);
  return (res.body.data as { key: string }).key;
}

/** The file itself (callRoute reads envelopes, an export answers bytes). */
async function download(format: ExportFormat, lang: Language) {
  const res = await t.app.inject({
    method: routes.exports.contract.method,
    url: pathOf(routes.exports.contract, { id: contractId }),
    query: { format, kind: "contract" },
    headers: { authorization: `Bearer ${token}`, targetlanguage: lang },
  });
  expect(res.statusCode).toBe(200);
  const file = join(dir, `contract-${lang}.${format}`);
  writeFileSync(file, res.rawPayload);
  return file;
}

/** LibreOffice headless converts the files (one start for all); its own profile for parallel runs. */
function soffice(files: string[], to: string, outdir = dir) {
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${dir}/lo-profile`,
      "--headless",
      "--convert-to",
      to,
      "--outdir",
      outdir,
      ...files,
    ],
    { stdio: "ignore", timeout: 240_000 },
  );
}

type Word = { text: string; line: number; page: number; x0: number; y0: number; x1: number; y1: number };

/** Every word with its box, page and line, as `pdftotext -bbox-layout` reads them. */
function words(pdf: string): Word[] {
  const xml = execFileSync("pdftotext", ["-bbox-layout", pdf, "-"], { encoding: "utf8" });
  const out: Word[] = [];
  let line = 0;
  xml.split(/<page /).forEach((page, p) => {
    for (const lineXml of page.split(/<line /).slice(1)) {
      line += 1;
      for (const m of lineXml.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        out.push({
          text: m[5] ?? "",
          line,
          page: p,
          x0: Number(m[1]),
          y0: Number(m[2]),
          x1: Number(m[3]),
          y1: Number(m[4]),
        });
      }
    }
  });
  return out;
}

/**
 * Pairs of words of different lines whose boxes intersect: by more than half a point in our
 * PDF; in LibreOffice's renderings by more than a quarter of the smaller word's height, because
 * its wrapped lines sit closer than the font's full box that pdftotext reports (their glyphs do
 * not touch) while an overprint like a header over a row covers most of the height.
 */
function overlaps(pdf: string, tolerance: "strict" | "line-spacing" = "strict"): string[] {
  const all = words(pdf);
  const found: string[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i];
      const b = all[j];
      if (!a || !b || a.page !== b.page || a.line === b.line) continue;
      const across = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const down = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const allowed = tolerance === "strict" ? 0.5 : 0.25 * Math.min(a.y1 - a.y0, b.y1 - b.y0);
      if (across > 0.5 && down > allowed) found.push(`page ${a.page}: "${a.text}" over "${b.text}"`);
    }
  }
  return found;
}

const text = (pdf: string) => execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
/** Renders the pages to PNG (pdftoppm), for the eye and to prove poppler can draw them. */
function pages(pdf: string) {
  execFileSync("pdftoppm", ["-png", "-r", "60", pdf, pdf.replace(/\.pdf$/, "")]);
  return existsSync(pdf.replace(/\.pdf$/, "-1.png")) || existsSync(pdf.replace(/\.pdf$/, "-01.png"));
}

const t = testAppForFile();
beforeAll(async () => {
  const session = await registerAccount(t.app, t.clock, { company: "华窗门窗厂" });
  token = session.userinfo.api_token;
  const branding = await callRoute(t.app, routes.exports.updateBranding, {
    token,
    body: {
      logo: await uploadPng("logo", 300, 100, "#1d4ed8"),
      seal: await uploadPng("seal", 200, 200, "#dc2626"),
      telephone: "021-5555 0188",
      address: "上海市闵行区莘庄工业区春东路 88 号",
      website: "www.huachuang.example",
      overwrite: true,
    },
  });
  expect(branding.body.code, branding.body.key).toBe(0);
  const catalogue = await callRoute(t.app, routes.series.catalogue, { token });
  const series = (catalogue.body.data as { series: { id: number; name: string }[] }).series[0];
  if (!series) throw new Error("a new factory has its starter series");
  expect(series.name).toMatch(SERIES_NAME_PATTERN);
  const contract = await createContract(t.app, token, {
    contractNo: "HT-导出-1",
    customer: CUSTOMER,
    phone: "13800000000",
    address: "上海市浦东新区张江高科技园区碧波路 690 号 3 号楼 1201 室（东门进，电梯到 12 楼左转）",
  });
  contractId = contract.id;
  const order = await createOrder(t.app, token, { contractId });
  const windows = [
    { windowNo: "C1", count: 2, hardwareBrand: "坚朗 KinLong", color: "白色" },
    {
      windowNo: "C2",
      count: 1,
      hardwareBrand: "Roto NT",
      color: "RAL 7016 anthracite",
      note: "Tempered glass",
    },
    { windowNo: "C3-客厅", count: 3, hardwareBrand: "", color: "" },
  ];
  // the hinges as the designer's hardware panel sets them (one design: one drawing)
  const design = withHinges("Roto NT AL");
  for (const w of windows)
    await addItem(t.app, token, order.id, itemBody({ ...w, design, seriesId: String(series.id) }));
  await callRoute(t.app, routes.quotes.add, {
    params: { id: contractId },
    token,
    body: { name: "安装费", price: 11_000, count: 1 },
  });
  await callRoute(t.app, routes.quotes.add, {
    params: { id: contractId },
    token,
    body: { name: "Removal and disposal of the old windows, including transport", price: 30_000, count: 1 },
  });
  const priced = await callRoute(t.app, routes.contracts.update, {
    params: { id: contractId },
    token,
    body: { discountPercent: 95, markupPercent: 105, overwrite: true },
  });
  expect(priced.body.code, priced.body.key).toBe(0);
  const contract2 = await getContract(t.app, token, contractId);
  totalFen = contract2.amount;
  steps = contract2.priceSteps as typeof steps;
}, 60_000);

/** The casement example with its sash's hinges named `type`. */
function withHinges(type: string): Design {
  const design = structuredClone(casementDesign);
  const visit = (r: Region): Region =>
    r.kind === "sash"
      ? { ...r, hinge: { ...r.hinge, type } }
      : r.kind === "split"
        ? { ...r, children: r.children.map(visit) }
        : r;
  return { ...design, frames: design.frames.map((f) => ({ ...f, root: visit(f.root) })) };
}

describe("the contract PDF in every language", () => {
  it("the overlap check finds an overprint: a header label wrapping into the first row", async () => {
    const { default: PDFDocument } = await import("pdfkit");
    const { cjkFont } = await import("../../shared/pdf/cjk-font.ts");
    const pdf = new PDFDocument({ size: "A4", margin: 40 });
    const font = cjkFont();
    pdf.registerFont("cjk", font.data, font.family);
    pdf.font("cjk").fontSize(10);
    const chunks: Buffer[] = [];
    pdf.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => pdf.on("end", () => resolve()));
    // the old layout: a fixed 18 pt header row whose label wraps into the first data row
    pdf.text("Số lượng khách", 43, 104, { width: 54 });
    pdf.text("3", 43, 124, { width: 54 });
    pdf.end();
    await done;
    const file = join(dir, "overprint.pdf");
    writeFileSync(file, Buffer.concat(chunks));
    expect(overlaps(file)).toEqual(['page 1: "khách" over "3"']);
    expect(overlaps(file, "line-spacing")).toEqual(['page 1: "khách" over "3"']);
  });

  it.each(LANGUAGES)(
    "%s: no two text lines overprint; names, emoji, totals, terms and signatures print",
    async (lang) => {
      const file = await download("pdf", lang);
      const L = documentWords[lang].exports;
      expect(overlaps(file)).toEqual([]);
      const printed = text(file);
      for (const expected of [
        "华窗门窗厂",
        "021-5555 0188",
        "www.huachuang.example",
        L.contract,
        CUSTOMER,
        "HT-导出-1",
        "1500 × 1400",
        "坚朗 KinLong",
        "RAL 7016 anthracite",
        "1578.00",
        "3156.00",
        "安装费",
        (totalFen / 100).toFixed(2),
        // how the total is made: other items, subtotal, discount and raise with what each changes
        L.extras,
        `+${formatYuan(steps.extras)}`,
        L.subtotal,
        formatYuan(steps.subtotal),
        `${L.discount} 95%`,
        formatYuan(steps.discount),
        `${L.markup} 105%`,
        `+${formatYuan(steps.markup)}`,
        // the hinges, handle and lock the designer set; the brand the item names
        `${L.hinge}${L.colon}Roto NT AL`,
        `${L.lock}${L.colon}multipoint`,
        L.paymentTerms,
        L.standardPaymentTerms.slice(0, 20),
        L.buyer,
        L.seller,
        L.signature,
        L.seal,
        L.date,
      ])
        expect(printed, expected).toContain(expected);
      if (lang === "zh-CN") expect(printed).toContain(`大写金额：人民币${chineseCapitalAmount(totalFen)}`);
      else expect(printed).not.toContain("人民币");
      // the signatures on the page of the totals
      const onPage = printed.split("\f");
      const pageOf = (label: string) => onPage.findIndex((p) => p.includes(label));
      expect(pageOf(`${L.signature}${L.colon}`), "signatures with the totals").toBe(pageOf(L.subtotal));
      expect(printed).not.toContain("☒");
      expect(pages(file)).toBe(true);
    },
  );

  it("embeds the drawing once per design with the logo and seal, and the fonts the fallback chose", async () => {
    const file = await download("pdf", "zh-CN");
    const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
      .trim()
      .split("\n")
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[2] === "image");
    // logo, one drawing (three windows of one design) printed three times, seal
    expect(images).toHaveLength(5);
    expect(new Set(images.map((cols) => cols[10])).size, "distinct embedded images").toBe(3);
    const drawings = images.filter((cols) => Number(cols[3]) === 750);
    expect(drawings, "the drawing is rendered 750 px wide").toHaveLength(3);
    // printed at least 3 inches (7.6 cm) wide: its resolution on the page is at most 750 / 3 ppi
    for (const cols of drawings) expect(Number(cols[12])).toBeLessThanOrEqual(250);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
    expect(fonts).toMatch(/NotoSansCJKsc-Regular/);
    expect(fonts).toMatch(/NotoEmoji/);
  });
});

describe("the contract as docx and xlsx, opened by LibreOffice", () => {
  const converted = new Map<string, string>();
  beforeAll(async () => {
    // one LibreOffice start per format (files of one format share their output names)
    for (const format of ["docx", "xlsx"] as const) {
      const files: string[] = [];
      for (const lang of LANGUAGES) files.push(await download(format, lang));
      const out = join(dir, format);
      mkdirSync(out, { recursive: true });
      soffice(files, "pdf", out);
      for (const lang of LANGUAGES) converted.set(`${lang}.${format}`, join(out, `contract-${lang}.pdf`));
    }
  }, 300_000);

  for (const format of ["docx", "xlsx"])
    it.each(LANGUAGES)(`${format} in %s: no overprinted lines; the same contents as the PDF`, (lang) => {
      const file = converted.get(`${lang}.${format}`) ?? "";
      const L = documentWords[lang].exports;
      expect(overlaps(file, "line-spacing")).toEqual([]);
      const printed = text(file);
      for (const expected of [
        "华窗门窗厂",
        "021-5555 0188",
        L.contract,
        CUSTOMER,
        "1500 × 1400",
        "坚朗 KinLong",
        "3156",
        "安装费",
        `${L.discount} 95%`,
        `${L.markup} 105%`,
        L.subtotal,
        L.paymentTerms,
        L.buyer,
        L.seller,
        L.signature,
        L.seal,
      ])
        expect(printed, expected).toContain(expected);
      if (lang === "zh-CN") expect(printed).toContain(`人民币${chineseCapitalAmount(totalFen)}`);
      // the signatures on the page of the totals
      const onPage = printed.split("\f");
      const pageOf = (label: string) => onPage.findIndex((p) => p.includes(label));
      expect(pageOf(`${L.signature}${L.colon}`), "signatures with the totals").toBe(pageOf(L.subtotal));
      expect(pages(file)).toBe(true);
    });
});

describe("company letterhead and access", () => {
  it("refuses an over-long letterhead field at the field and changes nothing", async () => {
    const res = await callRoute(t.app, routes.exports.updateBranding, {
      token,
      lang: "en-US",
      body: { telephone: "1".repeat(41), website: "www.other.example", overwrite: true },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("The company telephone is at most 40 characters");
    const now = await callRoute(t.app, routes.exports.branding, { token });
    expect(now.body.data).toMatchObject({ telephone: "021-5555 0188", website: "www.huachuang.example" });
  });

  it("refuses a website that is no web address at the field, in the caller's language, and changes nothing", async () => {
    for (const [lang, message] of [
      ["en-US", "Enter a web address, such as www.example.com"],
      ["zh-CN", "请输入网址，例如 www.example.com"],
    ] as const) {
      const res = await callRoute(t.app, routes.exports.updateBranding, {
        token,
        lang,
        body: { website: "not a url", address: "Changed Road 1", overwrite: true },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, errors: [{ field: "website", message }] });
    }
    const now = await callRoute(t.app, routes.exports.branding, { token });
    expect(now.body.data).toMatchObject({ website: "www.huachuang.example" });
    expect(now.body.data?.address).not.toBe("Changed Road 1");
  });

  it("answers another company's contract as not found and refuses a logo that is not an uploaded file", async () => {
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const res = await callRoute(t.app, routes.exports.contract, {
      params: { id: contractId },
      query: { format: "pdf" },
      token: stranger,
    });
    expect(res.body).toMatchObject({ code: 2, key: "missing.contract" });
    const bad = await callRoute(t.app, routes.exports.updateBranding, {
      token,
      body: { logo: "data:text/html;base64,AA==", overwrite: true },
    });
    expect(bad.status).toBe(400);
  });
});
