// What the stock lists (stock status, picking, preparation, the ledger) show of the item a row is.
import type { MaterialCategory } from "@fenestra/core/warehouse/index";
import { describe, expect, it } from "vitest";
import { warehouseText as t } from "./i18n.ts";
import { stockItemColumns } from "./shared.tsx";

const row = {
  code: "F001",
  name: "Frame",
  color: "white",
  length: 6000,
  category: "profile" as MaterialCategory,
};
const shown = (columns: ReturnType<typeof stockItemColumns<typeof row>>, r: typeof row) =>
  columns.map((c) => (c.render ? c.render(undefined, r, 0) : r[c.dataIndex as keyof typeof row]));

describe("stockItemColumns", () => {
  it("names the material by code and name, then its colour and length", () => {
    const columns = stockItemColumns<typeof row>(t);
    expect(columns.map((c) => c.title)).toEqual([t("field.material"), t("field.color"), t("field.length")]);
    expect(shown(columns, row)).toEqual(["F001 Frame", "white", 6000]);
  });

  it("adds the category where asked, under the list's own title, and leaves a length of 0 blank", () => {
    const columns = stockItemColumns<typeof row>(t, {
      title: t("field.code"),
      primary: true,
      category: true,
    });
    expect(columns[0]).toMatchObject({ title: t("field.code"), primary: true });
    expect(shown(columns, { ...row, name: "", category: "hardware", length: 0 })).toEqual([
      "F001",
      t("category.hardware"),
      "white",
      "",
    ]);
  });
});
