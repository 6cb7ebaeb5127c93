// A printed quote or contract lists each shaped pane's cut template beside the window (what
// the glass supplier cuts), the figures of docs/bom.md "Shaped panes".
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Design, FrameShape } from "@fenestra/core/design/model";
import { frameDesign, glass } from "@fenestra/core/design/test-designs";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import type { Series } from "@fenestra/core/series/index";
import { seriesGeometry } from "@fenestra/core/series/index";
import { describe, expect, it } from "vitest";
import { documentWords } from "../../i18n/catalogue.ts";
import { contractPdf } from "./contract-pdf.ts";
import { contractDocument, documentRow } from "./document.fixtures.ts";
import { type DocumentRow, printedPanes, shapedPaneTexts, windowDetails } from "./document-model.ts";

const tb60 = seriesGeometry(DEMO_SERIES["alu-tb60-casement"] as Series);
const frameOf = (shape: FrameShape): Design => frameDesign(shape, glass("G"));

describe("shaped panes on printed documents", () => {
  it("prints a triangle's pane 1004 × 669.3 with its three edges; a rectangle prints none", () => {
    const triangle = frameOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 });
    expect(shapedPaneTexts(triangle, tb60)).toEqual(["1004 × 669.3: 836.7 / 1004 / 836.7"]);
    expect(shapedPaneTexts(frameOf({ kind: "rectangle", width: 1200, height: 800 }), tb60)).toEqual([]);
  });
  it("prints an arched pane's arc with its radius", () => {
    const [text] = shapedPaneTexts(frameOf({ kind: "arch", width: 1400, height: 1800, rise: 300 }), tb60);
    // the pane's arc: the inner radius 966.67 − 60 = 906.67, plus the 11 mm glass edge
    expect(text).toMatch(/R 917\.7/);
  });
  it("draws each shaped pane's template (core's template render model) and captions it with its figures", () => {
    const triangle = frameOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 });
    const [t] = printedPanes(triangle, tb60).templates;
    expect(t?.caption).toBe("1004 × 669.3: 836.7 / 1004 / 836.7");
    // a PNG wider than high, like the 1004 × 669.3 pane with its figures around it
    expect(t?.drawing?.subarray(1, 4).toString()).toBe("PNG");
    expect(t!.drawing!.readUInt32BE(16)).toBeGreaterThan(t!.drawing!.readUInt32BE(20));
    // drawn templates are not repeated as text beside the window; one that failed to draw is
    const row = { ...documentRow(), templates: [t!] };
    expect(windowDetails(row, documentWords["ru-RU"].exports).map((d) => d.label)).not.toContain(
      documentWords["ru-RU"].exports.shapedPane,
    );
    const undrawn = { ...documentRow(), templates: [{ ...t!, drawing: null }] };
    expect(windowDetails(undrawn, documentWords["ru-RU"].exports)).toContainEqual({
      label: "Фигурное стекло (раскрой, мм)",
      text: "1004 × 669.3: 836.7 / 1004 / 836.7",
    });
  });

  it("prints the template drawing under the window in the PDF, with its caption in the document's language", async () => {
    const triangle = frameOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 });
    const doc = document({ ...documentRow(), ...printedPanes(triangle, tb60) });
    const file = join(mkdtempSync(join(tmpdir(), "fenestra-template-")), "contract.pdf");
    writeFileSync(file, await contractPdf(doc));
    // one image: the template (the window row has no drawing here)
    const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
      .trim()
      .split("\n")
      .slice(2);
    expect(images).toHaveLength(1);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Фигурное стекло (раскрой, мм): 1004 × 669.3: 836.7 / 1004 / 836.7");
  });
});

const document = (row: DocumentRow) =>
  contractDocument(documentWords["ru-RU"].exports, { customer: "Иван", rows: [row] });
