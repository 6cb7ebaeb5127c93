import { describe, expect, it } from "vitest";
import { activeNavKey } from "./main-nav-items.ts";

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
