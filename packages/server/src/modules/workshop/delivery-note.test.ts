import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { routes } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import { documentWords } from "../../i18n/catalogue.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { createContract } from "../contracts/contracts.fixtures.ts";
import { type DeliveryNote, deliveryNotePdf } from "./delivery-note.pdf.ts";
import { arrangedContract, progressOf } from "./workshop.fixtures.ts";

/** Text of the PDF as poppler reads it, page by page (what a person sees printed). */
function pdfText(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), "fenestra-delivery-")), "note.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);
}

const LANGUAGES = ["zh-CN", "en-US", "vi-VN", "ru-RU"] as const;

describe("the delivery note's PDF", () => {
  const note = (language: (typeof LANGUAGES)[number], units: number): DeliveryNote => ({
    labels: documentWords[language].exports,
    words: documentWords[language].workshop.deliveryNote,
    company: { name: "宁波门窗厂", telephone: "0574-8888 0000", address: "宁波市江北区", logo: null },
    contractNo: "HT202611270001",
    customer: "张先生 / Nguyễn Văn An / Иван Петров",
    phone: "13800138000",
    address: "12 Harbour Road",
    date: "2026-11-27",
    units: Array.from({ length: units }, (_, i) => ({
      serial: `HT202611270001-${String(i + 1).padStart(3, "0")}`,
      windowNo: `C${i + 1}`,
      widthMm: 1500,
      heightMm: 1400,
      color: "白色",
      packageNo: i < units - 1 ? "HT202611270001-P1" : null,
    })),
    packages: 1,
  });

  it.each(LANGUAGES)(
    "prints every unit, its package, the summary and the signatures in %s",
    async (language) => {
      const pages = pdfText(await deliveryNotePdf(note(language, 3)));
      const text = pages.join("\n");
      const W = documentWords[language].workshop.deliveryNote;
      const L = documentWords[language].exports;
      expect(pages).toHaveLength(1);
      for (const words of [
        W.title,
        "宁波门窗厂",
        "张先生 / Nguyễn Văn An / Иван Петров",
        "HT202611270001-001",
        "HT202611270001-003",
        "1500 × 1400",
        "白色",
        "HT202611270001-P1",
        W.notPacked,
        W.summary.replace("{units}", "3").replace("{packages}", "1"),
        W.deliveredBy,
        W.receivedBy,
        L.contractNo,
        L.page.replace("{page}", "1").replace("{pages}", "1"),
      ])
        expect(text, words).toContain(words);
    },
  );

  it("runs onto more pages with the table's head on each, nothing lost", async () => {
    const pages = pdfText(await deliveryNotePdf(note("en-US", 60)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) expect(page).toContain("Serial");
    const text = pages.join("\n");
    for (let i = 1; i <= 60; i++) expect(text).toContain(`HT202611270001-${String(i).padStart(3, "0")}`);
    expect(pages.at(-1)).toContain("Received by");
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });
});

describe("GET /api/workshop/contracts/:id/delivery-note", () => {
  const t = testAppForFile({ signInDemo: true });

  const get = (id: number, as: string, lang = "en-US") =>
    t.app.inject({
      method: "GET",
      url: `/api/workshop/contracts/${id}/delivery-note`,
      headers: { authorization: `Bearer ${as}`, targetlanguage: lang },
    });

  it("lists the contract's units with their packages, in the caller's language", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const [first, second] = (await progressOf(t.app, t.token, contract.id)).units;
    const packed = await callRoute(t.app, routes.workshop.pack, {
      token: t.token,
      params: { id: contract.id },
      body: { unitIds: [second?.id ?? 0] },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(packed.body.code, packed.body.key).toBe(0);
    for (const [lang, title, notPacked] of [
      ["zh-CN", "送货单", "未包装"],
      ["en-US", "Delivery note", "not packed"],
      ["vi-VN", "Phiếu giao hàng", "chưa đóng gói"],
      ["ru-RU", "Товарная накладная", "не упаковано"],
    ] as const) {
      const res = await get(contract.id, t.token, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toContain("delivery-note.pdf");
      const text = pdfText(res.rawPayload).join("\n");
      expect(text).toContain(title);
      expect(text).toContain("Li Wei");
      // the packed unit first, in its package; the other one said to be not packed
      const packedAt = text.indexOf(second?.serial ?? "?");
      const looseAt = text.indexOf(first?.serial ?? "?");
      expect(packedAt).toBeGreaterThan(-1);
      expect(looseAt).toBeGreaterThan(packedAt);
      expect(text).toContain(packed.body.data?.packageNo ?? "?");
      expect(text).toContain(notPacked);
    }
  });

  it("is refused for a contract with no units, and another company's contract is not found", async () => {
    const fresh = await createContract(t.app, t.token);
    const none = await get(fresh.id, t.token);
    expect(none.json()).toMatchObject({ code: 2, key: "workshop.not_in_production" });
    const contract = await arrangedContract(t.app, t.token);
    const other = await registerAccount(t.app, t.clock);
    const res = await get(contract.id, other.userinfo.api_token);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(JSON.stringify(res.json())).not.toContain(contract.contractNo ?? "HT");
  });
});
