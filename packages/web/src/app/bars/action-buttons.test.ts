import { describe, expect, it } from "vitest";
import { type ActionContext, actionMenuEntries, buildActionButtons } from "./action-buttons.ts";

const base: ActionContext = {
  routeName: "draw",
  query: new URLSearchParams(),
  isMobile: false,
  inToutiao: false,
};
const keys = (ctx: Partial<ActionContext>) => buildActionButtons({ ...base, ...ctx }).map((b) => b.key);
const extra = (ctx: Partial<ActionContext>) =>
  buildActionButtons({ ...base, ...ctx }).find((b) => b.key === "extra")?.children ?? [];

describe("action bar buttons", () => {
  it("route-specific buttons", () => {
    expect(keys({ routeName: "drawRender" })).toContain("saveSimplePicture");
    expect(keys({ routeName: "draw" })).not.toContain("saveSimplePicture");
    expect(keys({ routeName: "trial" })).toContain("tutorial");
    expect(keys({ routeName: "draw" })).not.toContain("tutorial");
  });
  it("apply sunroom on addWindoor only (SPEC §2), the tutorial on trial only", () => {
    expect(keys({ routeName: "addWindoor" })).toContain("applySunnyHouse");
    for (const routeName of ["draw", "trial", "drawRender"])
      expect(keys({ routeName })).not.toContain("applySunnyHouse");
    for (const routeName of ["draw", "addWindoor", "drawRender"])
      expect(keys({ routeName })).not.toContain("tutorial");
  });
  it("has the output menu: create 3D, create scene, export as PDF, Excel or Word (SPEC §2)", () => {
    const output = buildActionButtons(base).find((b) => b.key === "output");
    expect(output?.children).toEqual([
      "output.create3d",
      "output.createScene",
      "output.pdf",
      "output.xlsx",
      "output.docx",
    ]);
  });
  it("edit contract only with contract_id in the query", () => {
    expect(extra({})).not.toContain("extra.editContract");
    expect(extra({ query: new URLSearchParams("contract_id=9") })).toContain("extra.editContract");
  });
  it("no JSON import and no fullscreen on phones; no library import in Toutiao", () => {
    expect(extra({ isMobile: true })).not.toContain("extra.importJson");
    expect(extra({ isMobile: true })).not.toContain("extra.fullscreen");
    expect(extra({})).toContain("extra.fullscreen");
    expect(extra({ inToutiao: true })).not.toContain("extra.importLibrary");
  });
  it("has no save: the drawing page's own Save is the one save, with or without an order", () => {
    for (const query of ["", "order_id=3&contract_id=9"])
      for (const isMobile of [false, true])
        expect(keys({ query: new URLSearchParams(query), isMobile })).not.toContain("save");
  });
});

describe("the extra menu's entries", () => {
  it("groups exports and imports into submenus, keeping the rest in order", () => {
    const keys = buildActionButtons({
      routeName: "draw",
      query: new URLSearchParams("contract_id=3"),
      isMobile: false,
      inToutiao: false,
    }).find((b) => b.key === "extra")!.children!;
    expect(actionMenuEntries(keys)).toEqual([
      { key: "extra.editContract" },
      {
        submenu: "export",
        keys: ["extra.exportJson", "extra.exportCad", "extra.exportImage", "extra.exportImageNoDims"],
      },
      { submenu: "import", keys: ["extra.importLibrary", "extra.importJson"] },
      { key: "extra.center" },
      { key: "extra.fullscreen" },
    ]);
  });
});
