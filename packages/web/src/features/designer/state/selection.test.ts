import { canvasPoint as pt } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { twoPanelCasement } from "../export/test-design.ts";
import { resolveSelection } from "./selection.ts";

// What the right panel edits when the user clicks a sliding or folding group on the drawing.
describe("selection of a sliding or folding group", () => {
  it("a click on a sliding panel's glass or on its rail selects the slide group", () => {
    const e = twoPanelCasement();
    const right = e.layout.openings.find((o) => o.sashId === null && o.polygon[0]![0] > 750)!;
    expect(e.run("setSlide", { regionId: right.id, tracks: 3, panels: 3, direction: "both" }).ok).toBe(true);
    e.pointerDown(pt(1100, 700));
    const onGlass = resolveSelection(e.design, e.layout, e.selection);
    expect(onGlass.group).toMatchObject({ kind: "slide", tracks: 3 });
    expect(onGlass.sash).toBeNull();
    const rail = e.layout.members.find((m) => m.role === "slideRail")!;
    expect(resolveSelection(e.design, e.layout, [rail.id]).group?.id).toBe(onGlass.group!.id);
    // the casement on the left is a sash, not a group
    e.pointerDown(pt(300, 700));
    const left = resolveSelection(e.design, e.layout, e.selection);
    expect(left.group).toBeNull();
    expect(left.sash).toMatchObject({ kind: "sash", hingeSide: "left" });
  });

  it("a click on a folding leaf selects the fold group", () => {
    const e = twoPanelCasement();
    const right = e.layout.openings.find((o) => o.sashId === null && o.polygon[0]![0] > 750)!;
    e.run("setFold", { regionId: right.id, leaves: 2, foldType: "stackRight" });
    e.pointerDown(pt(1100, 700));
    expect(resolveSelection(e.design, e.layout, e.selection).group).toMatchObject({
      kind: "fold",
      foldType: "stackRight",
    });
  });
});

describe("selection of a note", () => {
  it("a dropped note is selected and resolves to the note for the info tab", () => {
    const e = twoPanelCasement();
    e.drop({ kind: "note", text: "Note" }, pt(2000, 300));
    const context = resolveSelection(e.design, e.layout, e.selection);
    expect(context.note).toMatchObject({ text: "Note", at: [2000, 300] });
    expect(context.frame).toBeNull();
  });
});

describe("selection of a glazing bar across a sash", () => {
  it("a bar dropped on a sash's glass is a dividing bar; turned decorative, its bar selects the decoration", () => {
    const e = twoPanelCasement();
    const sashGlass = e.layout.openings.find((o) => o.sashId !== null)!;
    expect(e.run("splitRegion", { regionId: sashGlass.id, direction: "vertical", parts: 2 }).ok).toBe(true);
    const bar = e.layout.members.find((m) => m.role === "mullion" && m.sashId !== null)!;
    const dividing = resolveSelection(e.design, e.layout, [bar.id]);
    expect(dividing.bar).toEqual({ kind: "dividing", id: bar.id });
    // a mullion of the frame is not a glazing bar
    const frameMullion = e.layout.members.find((m) => m.role === "mullion" && m.sashId === null)!;
    expect(resolveSelection(e.design, e.layout, [frameMullion.id]).bar).toBeNull();
    expect(e.run("setGlazingBar", { id: bar.id, kind: "decorative" }).ok).toBe(true);
    const deco = e.layout.members.find((m) => m.role === "decoration")!;
    expect(resolveSelection(e.design, e.layout, [deco.id]).bar).toEqual({
      kind: "decorative",
      id: e.design.decorations[0]!.id,
    });
    // one pane in that sash again
    expect(e.layout.fills.filter((f) => f.sashId === bar.sashId)).toHaveLength(1);
  });
});
