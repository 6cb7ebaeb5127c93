import { calculateOrderBom } from "@fenestra/core/bom/index";
import { parseDesign } from "@fenestra/core/design/migrate";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { DEFAULT_SAW_ANGLE_STEP, formatAngles } from "@fenestra/core/units/saw-angle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import casementJson from "../../../../../../docs/examples/casement-1500x1400.design.json" with {
  type: "json",
};
import { byTestId, type Rendered, render, settle } from "../../../shared/test/render.tsx";
import { BomHeader } from "../BomHeader.tsx";
import type { OrderBom } from "../order-bom-api.ts";
import { GlassTable } from "./BomTables.tsx";
import { BomTabs } from "./BomTabs.tsx";
import { BomTotals } from "./BomTotals.tsx";

// The order BOM tables over the real engine: the worked example of docs/bom.md (TB60 casement
// 1500 × 1400, two cells), two windows of it. Every line of the BOM is a row of its table.

const parsed = parseDesign(casementJson);
if (!parsed.ok) throw new Error("worked example design does not parse");
const bom = calculateOrderBom([
  { design: parsed.design, series: DEMO_SERIES["alu-tb60-casement"]!, count: 2 },
]);
const data = (stale: boolean): OrderBom => ({
  order: { id: 1, orderNo: "DD-0001" },
  computedAt: "2026-01-01T00:00:00.000Z",
  stale,
  series: [{ id: 1, name: "TB60" }],
  bom,
});

const rowsOf = (table: HTMLElement | null) => [...(table?.querySelectorAll("tbody tr.ant-table-row") ?? [])];
const cells = (row: Element) => [...row.querySelectorAll("td")].map((td) => td.textContent ?? "");

describe("BOM tables", { timeout: 60_000 }, () => {
  let view: Rendered;
  beforeAll(async () => {
    view = await render(
      <>
        <BomTotals totals={bom.totals} />
        <BomTabs bom={bom} />
      </>,
    );
    await settle();
  }, 60_000);
  afterAll(() => view.unmount());

  it("shows one profile row per BOM line with code, length, count and angles", () => {
    const rows = rowsOf(byTestId(view.container, "bom-profiles"));
    expect(rows).toHaveLength(bom.profiles.length);
    const shown = rows.map(cells);
    for (const line of bom.profiles) {
      expect(shown).toContainEqual(
        expect.arrayContaining([
          line.code,
          String(line.length),
          String(line.count),
          formatAngles([line.angleA, line.angleB], DEFAULT_SAW_ANGLE_STEP),
        ]),
      );
    }
    // Hand-computed in docs/bom.md: frame 1500 × 2 per window (4 for two windows), mullion 1280 butt.
    expect(shown).toContainEqual(expect.arrayContaining(["F001", "1500", "4", "45° / 45°"]));
    expect(shown).toContainEqual(expect.arrayContaining(["Z001", "1280", "2", "90° / 90°"]));
  });

  it("shows money in yuan with 2 decimals and the totals of the BOM", () => {
    const totals = byTestId(view.container, "bom-totals")?.textContent ?? "";
    // 1578.00 yuan per window (docs/bom.md), two windows.
    expect(byTestId(view.container, "total-quote")?.textContent).toBe("3156.00");
    expect(totals).toContain(`${bom.totals.profilePieces}`);
    const frame = rowsOf(byTestId(view.container, "bom-profiles"))
      .map(cells)
      .find((c) => c[0] === "F001" && c[3] === "1500");
    expect(frame?.[7]).toBe(
      (bom.profiles.find((l) => l.code === "F001" && l.length === 1500)!.amount / 100).toFixed(2),
    );
  });

  it("labels each tab with its number of lines", () => {
    const tabs = byTestId(view.container, "bom-tabs")?.textContent ?? "";
    expect(tabs).toContain(`Profiles ${bom.profiles.length}`);
    expect(tabs).toContain(`Hardware ${bom.addons.length}`);
    expect(tabs).toContain(`Holes ${bom.holes.length}`);
  });
});

describe("BOM tables in the user's unit", { timeout: 60_000 }, () => {
  afterAll(() => localStorage.clear());

  it("shows lengths in inches and areas in sq.ft when the user set inches", async () => {
    localStorage.setItem("userinfo", JSON.stringify({ id: 1, fid: 0, api_token: "t" }));
    localStorage.setItem("userSettings", JSON.stringify({ language: "en-US", lenUnit: "in", digits: 2 }));
    const view = await render(
      <>
        <BomTotals totals={bom.totals} />
        <BomTabs bom={bom} />
      </>,
    );
    await settle();
    const table = byTestId(view.container, "bom-profiles");
    expect(table?.textContent).toContain("Length (in)");
    // The 1500 mm frame bar of docs/bom.md is 1500 / 25.4 = 59.055 in.
    const shown = rowsOf(table).map(cells);
    expect(shown).toContainEqual(expect.arrayContaining(["F001", "59.055", "4", "45° / 45°"]));
    expect(shown.some((c) => c.includes("1500"))).toBe(false);
    expect(byTestId(view.container, "bom-totals")?.textContent).toContain("sq.ft");
    view.unmount();
  });
});

describe("BOM glass list of a shaped window", { timeout: 60_000 }, () => {
  it("draws each shaped pane's cut template with its edges' lengths; rectangular panes have none", async () => {
    const design = {
      ...parsed.design,
      frames: [
        {
          ...parsed.design.frames[0]!,
          shape: { kind: "triangle" as const, width: 1200, height: 800, apexX: 600 },
          root: { kind: "fill" as const, id: "G", fill: glassFill },
        },
      ],
    };
    const shaped = calculateOrderBom([{ design, series: DEMO_SERIES["alu-tb60-casement"]!, count: 1 }]);
    const view = await render(<GlassTable lines={shaped.glass} />);
    await settle();
    const drawings = [...view.container.querySelectorAll<HTMLImageElement>('[data-testid="glass-template"]')];
    expect(drawings).toHaveLength(1);
    const svg = decodeURIComponent(drawings[0]!.src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
    // the TB60 triangle's pane of docs/bom.md: 836.7 / 1004 / 836.7, 669.3 high
    expect([...svg.matchAll(/<tspan class="value">([^<]+)<\/tspan>/g)].map((m) => m[1])).toEqual([
      "836.7",
      "1004",
      "836.7",
      "669.3",
    ]);
    expect(view.container.textContent).toContain("Cut template (mm)");
    view.unmount();
    const plain = await render(<GlassTable lines={bom.glass} />);
    await settle();
    expect(plain.container.querySelector('[data-testid="glass-template"]')).toBeNull();
    expect(plain.container.textContent).not.toContain("Cut template");
    plain.unmount();
  });
});

const glassFill = {
  type: "glass" as const,
  spec: "5+12A+5",
  frosted: false,
  gap: 12,
  shade: "none" as const,
  holeType: "none" as const,
};

describe("BOM header", { timeout: 60_000 }, () => {
  it('says "profile modified, recalculate" only when a series changed since', async () => {
    const noop = () => {};
    const props = { recalculating: false, exporting: false, onRecalculate: noop, onExport: noop };
    const stale = await render(<BomHeader data={data(true)} {...props} />);
    expect(byTestId(stale.container, "bom-stale")?.textContent).toContain("Profile modified, recalculate");
    expect(byTestId(stale.container, "bom-order-no")?.textContent).toContain("DD-0001");
    stale.unmount();
    const fresh = await render(<BomHeader data={data(false)} {...props} />);
    expect(byTestId(fresh.container, "bom-stale")).toBeNull();
    expect(byTestId(fresh.container, "bom-export")).not.toBeNull();
    fresh.unmount();
  });
});
