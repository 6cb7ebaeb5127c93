import { describe, expect, it } from "vitest";
import { activeNavKey, navTarget } from "./main-nav-items.ts";

describe("the top bar's active entry", () => {
  it("follows the route a user is on, including detail pages of a list", () => {
    expect(activeNavKey("/home")).toBe("/home");
    expect(activeNavKey("/orders")).toBe("/orders");
    expect(activeNavKey("/orders/detail/12")).toBe("/orders");
    expect(activeNavKey("/orders/group-list")).toBe("/orders/group-list");
    expect(activeNavKey("/orders/group-detail/7")).toBe("/orders/group-list");
    expect(activeNavKey("/orders/cutOptimizerResult")).toBe("/orders/cutOptimizer");
    expect(activeNavKey("/product-manage/script/3")).toBe("/product-manage/index");
    expect(activeNavKey("/manage/customerManagement/12")).toBe("/manage/customerManagement");
    expect(activeNavKey("/manage/customerManageAdvertise")).toBe("/manage/customerManagement");
  });

  it("marks nothing on pages outside the menu", () => {
    expect(activeNavKey("/personal-center/system-setting")).toBeUndefined();
    expect(activeNavKey("/homework")).toBeUndefined();
  });
});

describe("where an entry leads", () => {
  it("sends a company without the CRM module to the page advertising it, from the bar and the drawer alike", () => {
    expect(navTarget("/manage/customerManagement", { crm: 1 })).toBe("/manage/customerManagement");
    for (const modules of [{}, { crm: -1 }, undefined] as (Record<string, number> | undefined)[])
      expect(navTarget("/manage/customerManagement", modules)).toBe("/manage/customerManageAdvertise");
  });

  it("leaves entries without an advertising page, and paths outside the menu, as they are", () => {
    expect(navTarget("/orders/group-list", {})).toBe("/orders/group-list");
    expect(navTarget("/manage/financial", {})).toBe("/manage/financial");
    expect(navTarget("/personal-center/account-setting", {})).toBe("/personal-center/account-setting");
  });
});
