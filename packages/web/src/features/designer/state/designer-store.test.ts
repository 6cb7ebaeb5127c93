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
