import { describe, expect, it } from "vitest";
import { toolbarLayout } from "./button-layout.ts";
import { DESIGNER_ACTIONS } from "./designer-actions.ts";

const everywhere = (screen: "lg" | "md" | "sm") => {
  const l = toolbarLayout(screen);
  return [...l.groups.flatMap((g) => g.buttons), ...l.menus.flatMap((m) => m.buttons)].map((b) => b.action);
};

describe("the drawing page's toolbar", () => {
  it("reaches every action exactly once on every screen (save has its own button)", () => {
    const expected = DESIGNER_ACTIONS.filter((a) => a !== "save").sort();
    for (const screen of ["lg", "md", "sm"] as const) expect(everywhere(screen).sort()).toEqual(expected);
  });

  it("on a desk: editing tools as grouped icon buttons, file actions in import and export menus, no empty 'more'", () => {
    const l = toolbarLayout("lg");
    expect(l.groups.map((g) => g.group)).toEqual([
      "history",
      "edit",
      "arrange",
      "view",
      "scene",
      "library",
      "order",
    ]);
    expect(l.menus.map((m) => m.menu)).toEqual(["import", "export"]);
    expect(l.menus[1]!.buttons.map((b) => b.action)).toContain("exportDxf");
  });

  it("on a medium screen the desk-only tools move into 'more' instead of vanishing", () => {
    const more = toolbarLayout("md")
      .menus.find((m) => m.menu === "more")!
      .buttons.map((b) => b.action);
    expect(more).toEqual(expect.arrayContaining(["copy", "gallery", "saveAs", "create3d", "createScene"]));
  });

  it("on a phone only undo and redo stay in the bar; the rest is one menu", () => {
    const l = toolbarLayout("sm");
    expect(l.groups.flatMap((g) => g.buttons).map((b) => b.action)).toEqual(["undo", "redo"]);
    expect(l.menus.map((m) => m.menu)).toEqual(["more"]);
  });
});
