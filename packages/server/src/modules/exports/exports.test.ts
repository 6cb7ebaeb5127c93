import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, registerAccount } from "../../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";
import { createContract } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";

let t: TestApp;
let token: string;
let contractId: number;
const dir = mkdtempSync(join(tmpdir(), "fenestra-export-"));

function pngDataUrl(width: number, height: number, color: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/></svg>`;
  return `data:image/png;base64,${Buffer.from(new Resvg(svg).render().asPng()).toString("base64")}`;
}

async function download(format: string, lang = "zh-CN") {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/contracts/${contractId}/export?format=${format}&kind=contract`,
    headers: { authorization: `Bearer ${token}`, targetlanguage: lang },
  });
  expect(res.statusCode).toBe(200);
  const file = join(dir, `contract-${lang}.${format}`);
  writeFileSync(file, res.rawPayload);
  return file;
}

/** LibreOffice headless converts the file; its own profile so parallel runs don't collide. */
function soffice(file: string, to: string) {
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${dir}/lo-profile`,
      "--headless",
      "--convert-to",
      to,
      "--outdir",
      dir,
      file,
    ],
    { stdio: "ignore", timeout: 120_000 },
  );
  return readFileSync(file.replace(/\.\w+$/, `.${to.split(":")[0]}`), "utf8");
}

beforeAll(async () => {
  t = await createTestApp();
  const session = await registerAccount(t.app, t.clock, { company: "华窗门窗厂" });
  token = session.userinfo.api_token;
  const branding = await call(t.app, "PUT", "/api/company-branding", {
    token,
    body: { logo: pngDataUrl(300, 100, "#1d4ed8"), seal: pngDataUrl(200, 200, "#dc2626") },
  });
  expect(branding.body.code, branding.body.key).toBe(0);
  const contract = await createContract(t.app, token, {
    contractNo: "HT-导出-1",
    customer: "王小明",
    phone: "13800000000",
    address: "上海市浦东新区",
  });
  contractId = contract.id;
  const order = await createOrder(t.app, token, { contractId });
  await addItem(t.app, token, order.id);
  await call(t.app, "POST", `/api/contracts/${contractId}/quote-items`, {
    token,
    body: { name: "安装费", price: 11_000, count: 1 },
  });
}, 60_000);
afterAll(() => t.close());

describe("quote and contract files", () => {
  it("writes a PDF whose Chinese text, sizes and totals pdftotext reads back, with drawing, logo and seal", async () => {
    const file = await download("pdf");
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    for (const expected of [
      "华窗门窗厂",
      "合同",
      "王小明",
      "HT-导出-1",
      "1500 × 1400",
      "1578.00",
      "3156.00",
      "安装费",
      "3266.00",
    ])
      expect(text).toContain(expected);
    const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
      .trim()
      .split("\n")
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === "image");
    // logo, one window drawing, seal (their alpha masks are listed as "smask").
    expect(images).toHaveLength(3);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
    expect(fonts).toMatch(/NotoSansCJK/);
  });

  it("writes an xlsx LibreOffice opens, with the rows and totals", async () => {
    const csv = soffice(await download("xlsx", "en-US"), "csv:Text - txt - csv (StarCalc):44,34,76");
    expect(csv).toContain("Contract");
    expect(csv).toContain("王小明");
    expect(csv).toMatch(/C1,,1500 × 1400,2,2\.1,1578,3156/);
    expect(csv).toMatch(/Total,,,,,,3266/);
  }, 120_000);

  it("writes a docx LibreOffice opens, in the caller's language", async () => {
    const text = soffice(await download("docx", "ru-RU"), "txt:Text");
    for (const expected of ["Договор", "华窗门窗厂", "王小明", "1500 × 1400", "3156.00", "Итого: 3266.00"])
      expect(text).toContain(expected);
  }, 120_000);

  it("answers another company's contract as not found and refuses a non-PNG logo", async () => {
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const res = await call(t.app, "GET", `/api/contracts/${contractId}/export?format=pdf`, {
      token: stranger,
    });
    expect(res.body).toMatchObject({ code: 2, key: "missing.contract" });
    const bad = await call(t.app, "PUT", "/api/company-branding", {
      token,
      body: { logo: "data:text/html;base64,AA==" },
    });
    expect(bad.status).toBe(400);
  });
});
