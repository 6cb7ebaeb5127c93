// Every output draws core's render model: a renderer that decides how a kind of opening,
// member or fill looks on its own (reads a sash's open type or hinge side, walks the layout's
// sashes, members or fills, or writes DXF with its own writer) fails here. Kinds are drawn in
// one place: openingDrawings beside regionBehaviours, and the render model.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;

/**
 * The outputs: editor canvas, editor exports and print, library thumbnails, the product model
 * page, the order BOM's template drawings, printed drawings (contract, quote, share and printer
 * views), CLI, core writers.
 */
const RENDERERS = [
  "packages/web/src/features/designer/canvas",
  "packages/web/src/features/designer/export",
  "packages/web/src/features/designer/print/print-layout.ts",
  "packages/web/src/features/window-library/TemplateThumbnail.tsx",
  "packages/web/src/features/product-manage/product-model/ProductModelPage.tsx",
  "packages/web/src/features/order-bom/tables/BomTables.tsx",
  "packages/web/src/features/orders/WindowDrawing.tsx",
  "packages/web/src/features/orders/PrinterPage.tsx",
  "packages/server/src/modules/exports/window-drawing.ts",
  "packages/server/src/modules/bom/bom.xlsx.ts",
  "packages/server/src/modules/exports/contract-pdf.ts",
  "packages/server/src/modules/exports/contract-docx.ts",
  "packages/server/src/modules/exports/contract-xlsx.ts",
  "packages/server/src/modules/sharing/customer-view.ts",
  "packages/cli/src/commands/export.ts",
  "packages/core/src/design/render/svg.ts",
  "packages/core/src/design/render/dxf.ts",
];

function files(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return (
    readdirSync(full)
      // test-design.ts builds a test window through commands; it draws nothing
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== "test-design.ts")
      .map((f) => join(full, f))
  );
}

/** What drawing a kind by itself looks like in source. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bopenType\b/, "reads a sash's open type"],
  [/\bhingeSide\b/, "reads a hinge side"],
  [/\b(?:layout|l|drawn)\.(?:sashes|members|fills)\b/, "walks the layout's sashes, members or fills"],
  [/from "dxf-writer"/, "writes DXF itself"],
  [/\.edges\b/, "draws a glass template's edges itself (core's templateRenderModel draws them)"],
];

describe("renderers consume the render model", () => {
  const sources = RENDERERS.flatMap(files).filter((f) => !f.endsWith("render/dxf.ts"));

  it("finds the renderers it checks", () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  for (const file of sources) {
    it(`${relative(root, file)} draws no kind itself`, () => {
      const text = readFileSync(file, "utf8");
      const found = FORBIDDEN.filter(([re]) => re.test(text)).map(([, what]) => what);
      expect(found).toEqual([]);
    });
  }

  it("the one DXF writer is core's", () => {
    const dxf = readFileSync(join(root, "packages/core/src/design/render/dxf.ts"), "utf8");
    expect(dxf).toContain("dxfOfModel");
    expect(dxf).toContain('from "dxf-writer"');
  });
});
