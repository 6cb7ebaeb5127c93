import { describe, expect, it } from "vitest";
import { emptyDesign } from "../design/model.ts";
import { HistoryManager } from "./history.ts";

const d = (n: number) => ({
  ...emptyDesign(),
  notes: [{ id: `N${n}`, at: [0, 0] as [number, number], text: `${n}` }],
});

describe("history manager", () => {
  it("undo goes back one mark at a time and redo replays it", () => {
    const h = new HistoryManager();
    const [a, b, c] = [d(0), d(1), d(2)];
    h.mark("1");
    h.record("x", a, b);
    h.mark("2");
    h.record("y", b, c);
    expect(h.undo()).toBe(b);
    expect(h.undo()).toBe(a);
    expect(h.undo()).toBeNull();
    expect(h.redo()).toBe(b);
    expect(h.redo()).toBe(c);
    expect(h.redo()).toBeNull();
  });

  it("many changes after one mark are one undo step (a drag)", () => {
    const h = new HistoryManager();
    const states = [d(0), d(1), d(2), d(3)];
    h.mark("drag");
    for (let i = 0; i < 3; i++) h.record("move", states[i]!, states[i + 1]!);
    expect(h.undo()).toBe(states[0]);
    expect(h.redo()).toBe(states[3]);
  });

  it("bailToMark drops the changes since the mark and leaves nothing to redo", () => {
    const h = new HistoryManager();
    h.mark("1");
    h.record("x", d(0), d(1));
    h.mark("g");
    h.record("y", d(1), d(2));
    expect(h.bailToMark("g")?.notes[0]?.id).toBe("N1");
    expect(h.canRedo).toBe(false);
    expect(h.entries()).toEqual(["mark:1", "x"]);
  });

  it("a new change after undo clears redo", () => {
    const h = new HistoryManager();
    h.mark("1");
    h.record("x", d(0), d(1));
    h.undo();
    h.mark("2");
    h.record("z", d(0), d(5));
    expect(h.canRedo).toBe(false);
  });
});
