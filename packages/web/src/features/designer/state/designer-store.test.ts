import { describe, expect, it } from "vitest";
import { twoPanelCasement } from "../export/test-design.ts";
import { DesignerStore } from "./designer-store.ts";

const frameAt = (store: DesignerStore) =>
  store.act((ed) =>
    ed.run("addFrame", {
      shape: { kind: "rectangle", width: 1500, height: 1400 },
      x: 0,
      y: 0,
      seriesId: "default",
    }),
  );

describe("unsaved changes of the drawing page", () => {
  it("a fresh page, a selection or a tool has nothing to lose", () => {
    const store = new DesignerStore();
    expect(store.dirty).toBe(false);
    store.setTool({ kind: "boxSelect" });
    expect(store.dirty).toBe(false);
    store.replace(twoPanelCasement().design, "start");
    store.act((ed) => {
      ed.selection = [store.design.frames[0]!.id];
    });
    expect(store.dirty).toBe(false);
  });

  it("an edit is unsaved until saved, and undoing it back is no change", () => {
    const store = new DesignerStore();
    frameAt(store);
    expect(store.dirty).toBe(true);
    store.act((ed) => ed.undo());
    expect(store.dirty).toBe(false);
    store.act((ed) => ed.redo());
    store.markSaved({ design: store.design, orderFields: store.orderFields });
    expect(store.dirty).toBe(false);
    expect(store.hasSavedCopy).toBe(true);
  });

  it("drawing a frame and deleting it again leaves nothing unsaved", () => {
    const store = new DesignerStore();
    frameAt(store);
    store.act((ed) => {
      ed.selection = [ed.layout.members.find((m) => m.role === "frame")!.id];
      ed.deleteSelection();
    });
    expect(store.design.frames).toHaveLength(0);
    expect(store.dirty).toBe(false);
  });

  it("an edit made while the save ran stays unsaved", () => {
    const store = new DesignerStore();
    frameAt(store);
    const written = { design: store.design, orderFields: store.orderFields };
    store.setOrderFields({ note: "north side" });
    store.markSaved(written);
    expect(store.dirty).toBe(true);
  });

  it("the window number the page picks is no change, and never overwrites the user's", () => {
    const store = new DesignerStore();
    store.setOrderFields({ windowNo: "C3" }, true);
    expect(store.orderFields.windowNo).toBe("C3");
    expect(store.dirty).toBe(false);
    store.setOrderFields({ windowNo: "K1" });
    store.setOrderFields({ windowNo: "C4" }, true);
    expect(store.orderFields.windowNo).toBe("K1");
    expect(store.dirty).toBe(true);
  });
});

describe("fitting the drawing to the canvas", () => {
  /** The frame's width and height on screen, px. */
  const frameOnScreen = (store: DesignerStore) => {
    const f = store.editor.layout.frames[0]!;
    return { width: f.width * store.viewport.scale, height: f.height * store.viewport.scale };
  };

  it("a phone's canvas: the window with its dimension lines fills the width, and again once the phone turns", () => {
    const store = new DesignerStore();
    frameAt(store);
    store.resize({ width: 390, height: 768 });
    expect(frameOnScreen(store).width).toBeGreaterThan(0.7 * 390);
    // turned: the height limits the drawing, which fills it
    store.resize({ width: 844, height: 314 });
    expect(frameOnScreen(store).height).toBeGreaterThan(0.7 * 314);
    expect(frameOnScreen(store).width).toBeLessThan(844);
  });

  it("a resize keeps a view the user zoomed to, unless the screen turned", () => {
    const store = new DesignerStore();
    frameAt(store);
    store.resize({ width: 1000, height: 700 });
    store.resize({ width: 1100, height: 700 });
    const fitted = store.viewport;
    expect(fitted.scale).toBeGreaterThan(0);
    const zoomed = { ...fitted, scale: fitted.scale * 2 };
    store.setViewport(zoomed);
    store.resize({ width: 1200, height: 750 });
    expect(store.viewport).toEqual(zoomed);
    store.resize({ width: 700, height: 1200 });
    expect(store.viewport).not.toEqual(zoomed);
    expect(store.fitted).toBe(true);
  });

  it("a drawing that grows out of the fitted view is fitted again; one the user zoomed is left alone", () => {
    const store = new DesignerStore();
    frameAt(store);
    store.resize({ width: 800, height: 600 });
    const inView = () => {
      const b = store.drawing().bounds;
      const v = store.viewport;
      return (
        b.x0 * v.scale + v.tx >= 0 &&
        b.y0 * v.scale + v.ty >= 0 &&
        b.x1 * v.scale + v.tx <= 800 &&
        b.y1 * v.scale + v.ty <= 600
      );
    };
    expect(inView()).toBe(true);
    const split = () => {
      const root = store.design.frames[0]!.root.id;
      store.act((ed) => ed.run("splitRegion", { regionId: root, direction: "vertical", parts: 2 }));
    };
    // a mullion adds a row of cell dimensions under the frame: the view follows
    split();
    expect(inView()).toBe(true);
    store.act((ed) => ed.undo());
    store.setViewport({ ...store.viewport, scale: store.viewport.scale * 3 });
    const zoomed = store.viewport;
    split();
    expect(store.viewport).toEqual(zoomed);
  });
});
