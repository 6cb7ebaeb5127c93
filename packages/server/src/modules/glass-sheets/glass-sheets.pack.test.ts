import { DEFAULT_GLASS_SHEET, packGlassSheets } from "@fenestra/core/glass-cutting/index";
import { afterAll, describe, expect, it } from "vitest";
import { CuttingPool } from "../cutting/cutting.pool.ts";
import { packAll } from "./glass-sheets.service.ts";

// The glass plan a factory gets is the best plan core makes: packed in the cutting pool's worker
// threads (off the request's thread) with the column plan on. These 23 panes (drawn once, kept
// here) take 4 of the default 3300 × 2140 sheets by the plain packer and 3 with the column plan,
// which is their bound.
const sizes: [number, number][] = [
  [337, 456],
  [564, 576],
  [1699, 490],
  [1348, 1226],
  [579, 941],
  [714, 1476],
  [1497, 310],
  [556, 663],
  [696, 1392],
  [913, 544],
  [1462, 715],
  [723, 777],
  [1514, 563],
  [515, 1177],
  [1079, 736],
  [1209, 353],
  [1546, 1480],
  [1530, 803],
  [1450, 1407],
  [316, 600],
  [1306, 611],
  [1672, 673],
  [1541, 596],
];
const panes = sizes.map(([width, height], i) => ({
  id: `SO-1/${i + 1}`,
  label: `C${i + 1}`,
  width,
  height,
  count: 1,
}));
const settings = { trim: 10, minRemnant: 300 };

const pool = new CuttingPool(1);
afterAll(() => pool.close());

describe("the glass sheet plan of the server", () => {
  it("is core's plan with the column plan: a sheet fewer than the plain packer here", async () => {
    const groups = new Map([["5mm clear", { name: "5 mm clear", panes }]]);
    const plan = await packAll({ groups, series: [] }, settings, [], pool);

    const input = { sheet: DEFAULT_GLASS_SHEET, ...settings, rotatable: true, panes, remnants: [] };
    const columns = packGlassSheets(input, { columns: true });
    const plain = packGlassSheets(input);
    if (!columns.ok || !plain.ok) throw new Error("refused");
    expect(plan.groups).toEqual([
      { spec: "5mm clear", name: "5 mm clear", sheet: DEFAULT_GLASS_SHEET, grain: false, ...columns.plan },
    ]);
    expect(plan.sheetCount).toBe(3);
    expect(plain.plan.sheets).toHaveLength(4);
  });
});
