// A window's hardware as the printed contract names it (docs/orders.md, Outputs).
import type { Region } from "@fenestra/core/design/model";
import { frameDesign, glass, rectangle, sash } from "@fenestra/core/design/test-designs";
import { describe, expect, it } from "vitest";
import { documentWords } from "../../i18n/catalogue.ts";
import { hardwareText } from "./document-model.ts";

const L = documentWords["en-US"].exports;
const zh = documentWords["zh-CN"].exports;
const withHardware = (hinge: string, handle: string, lock: string | null): Region => ({
  ...(sash("S") as Extract<Region, { kind: "sash" }>),
  hinge: { type: hinge, count: 2 },
  handle: { type: handle, offset: 0 },
  lock: lock === null ? null : { type: lock },
});
const windowOf = (root: Region) => frameDesign(rectangle(1000, 1400), root);
const fromSeries = [
  { name: "casement handle", count: 1 },
  { name: 'side-hung friction stay 16" (pair)', count: 1 },
];

describe("a window's printed hardware", () => {
  it("names the hinges, handle and lock the designer set, after the item's brand", () => {
    const design = windowOf(withHardware("Roto NT", "Hoppe Tokyo", "multipoint"));
    expect(hardwareText("Roto", design, fromSeries, L)).toBe(
      "Roto · Hinges: Roto NT · Handle: Hoppe Tokyo · Lock: multipoint",
    );
  });

  it("names the series' own hardware where the designer named none, never a dash", () => {
    const design = windowOf(withHardware("", "", null));
    expect(hardwareText("", design, fromSeries, L)).toBe(
      'casement handle × 1 · side-hung friction stay 16" (pair) × 1',
    );
  });

  it("prints an older design's 'standard' in the reader's language", () => {
    const design = windowOf(withHardware("standard", "standard", null));
    expect(hardwareText("", design, [], zh)).toBe("铰链：标准 · 执手：标准");
  });

  it("prints nothing for a fixed window with no brand (the document shows its dash)", () => {
    expect(hardwareText("", windowOf(glass("G")), [], L)).toBe("");
  });
});
