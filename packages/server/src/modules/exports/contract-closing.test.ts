// The end of a printed contract: the totals explain themselves step by step, and the signature
// blocks are never alone on the last page — they stay on the page of the totals.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contractBreakdown } from "@fenestra/core/pricing/contract-price";
import { quoteLineAmount } from "@fenestra/core/pricing/item-price";
import { afterAll, describe, expect, it } from "vitest";
import { documentWords } from "../../i18n/catalogue.ts";
import { contractPdf } from "./contract-pdf.ts";
import { contractDocument, documentRow } from "./document.fixtures.ts";
import { type ContractDocument, totalRows } from "./document-model.ts";

const L = documentWords["en-US"].exports;
const dir = mkdtempSync(join(tmpdir(), "fenestra-closing-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The text of each page of a PDF (pdftotext separates pages by form feeds). */
function pageTexts(pdf: Buffer, name: string): string[] {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
    .split("\f")
    .filter((page) => page.trim() !== "");
}

const pageOf = (pages: string[], text: string) => pages.findIndex((page) => page.includes(text));

describe("the closing of a printed contract", () => {
  it("keeps the signatures on the page of the totals, whatever the length of what comes before", async () => {
    // One more extra item each time moves the totals down the page by a row: somewhere the
    // totals still fit on the first page and the signatures do not.
    let movedWhole = 0;
    let sharedWithLines = 0;
    for (let extras = 8; extras <= 30; extras++) {
      const pages = pageTexts(await contractPdf(documentWith(extras)), `extras-${extras}`);
      const totals = pageOf(pages, L.base);
      const total = pageOf(pages, "TOTAL-MARK");
      const signatures = pageOf(pages, `${L.signature}${L.colon}`);
      const seal = pageOf(pages, `${L.seal}${L.colon}`);
      expect(totals, `${extras} extra items`).toBeGreaterThanOrEqual(0);
      expect([total, signatures, seal], `${extras} extra items: totals on page ${totals}`).toEqual([
        totals,
        totals,
        totals,
      ]);
      const lastLine = pageOf(pages, `Extra item ${extras}`);
      if (lastLine === totals) sharedWithLines += 1;
      else movedWhole += 1;
    }
    // both cases were seen: the closing under the last item, and moved whole to the next page
    expect(sharedWithLines).toBeGreaterThan(0);
    expect(movedWhole).toBeGreaterThan(0);
  }, 120_000);

  it("prints each step from the windows to the total: extra items, subtotal, discount and raise with what they change", () => {
    const doc = documentWith(2, { discountPercent: 95, markupPercent: 105 });
    expect(totalRows(doc).map((r) => [r.label, r.text])).toEqual([
      [L.base, "8014.90"],
      [L.extras, "+200.00"],
      [L.subtotal, "8214.90"],
      [`${L.discount} 95%`, "-410.74"],
      [`${L.markup} 105%`, "+390.21"],
      ["TOTAL-MARK", "8194.37"],
    ]);
    // without the right to see the agency price the raise shows its percentage only
    const hidden = { ...doc, price: { ...doc.price, markupFen: null } };
    expect(totalRows(hidden).find((r) => r.label === `${L.markup} 105%`)).toMatchObject({
      fen: null,
      text: "",
    });
    // nothing to explain: the windows and the total
    expect(totalRows(documentWith(0)).map((r) => r.label)).toEqual([L.base, "TOTAL-MARK"]);
  });
});

/** A contract of one window and `extras` extra items of 100.00, priced by core. */
function documentWith(
  extras: number,
  percents: { discountPercent: number; markupPercent: number } = { discountPercent: 100, markupPercent: 100 },
): ContractDocument {
  const lines = Array.from({ length: extras }, (_, i) => ({
    name: `Extra item ${i + 1}`,
    priceFen: 10_000,
    count: 1,
    discountPercent: 100,
    amountFen: quoteLineAmount({ priceFen: 10_000, count: 1, discountPercent: 100 }),
    note: "",
  }));
  const b = contractBreakdown(801_490, lines, percents.discountPercent, percents.markupPercent);
  return contractDocument(
    { ...L, total: "TOTAL-MARK" },
    {
      rows: [
        documentRow({ widthMm: 1500, heightMm: 1400, areaM2: 2.1, priceFen: 801_490, amountFen: 801_490 }),
      ],
      quoteLines: lines,
      price: {
        baseFen: b.baseFen,
        extrasFen: b.extrasFen,
        subtotalFen: b.subtotalFen,
        discountPercent: b.discountPercent,
        discountFen: b.discountFen,
        markupPercent: b.markupPercent,
        markupFen: b.markupFen,
      },
      totalFen: b.retailFen,
      balanceFen: b.retailFen,
      paymentTerms: L.standardPaymentTerms,
    },
  );
}
