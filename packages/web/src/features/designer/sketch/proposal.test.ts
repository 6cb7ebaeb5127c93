import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core/design/series-geometry";
import type { SketchNode } from "@fenestra/core/sketch/sketch-types";
import { describe, expect, it } from "vitest";
import {
  cellKindName,
  isSlideGroup,
  lineRange,
  moveLine,
  overallSize,
  type Proposal,
  partSizes,
  proposalDesign,
  proposalOf,
  setCellKind,
  setPartSize,
  withReadSizes,
} from "./proposal.ts";

const env = { geometry: DEFAULT_SERIES_GEOMETRY };
// a drawing 400 × 300 px at (100, 50): a mullion at x = 300 (half), the left part cut by a
// transom at y = 200 (half); a casement hinged left top-left, fixed below, a tilt-turn right
const frame = { x0: 100, y0: 50, x1: 500, y1: 350 };
const drawn: SketchNode = {
  kind: "split",
  box: frame,
  direction: "vertical",
  positions: [300],
  children: [
    {
      kind: "split",
      box: { ...frame, x1: 300 },
      direction: "horizontal",
      positions: [200],
      children: [
        {
          kind: "cell",
          box: { ...frame, x1: 300, y1: 200 },
          cell: { kind: "sash", openType: "casement", hingeSide: "left" },
        },
        { kind: "cell", box: { ...frame, x1: 300, y0: 200 }, cell: { kind: "fixed" } },
      ],
    },
    {
      kind: "cell",
      box: { ...frame, x0: 300 },
      cell: { kind: "sash", openType: "tiltTurn", hingeSide: "right" },
    },
  ],
};

describe("the sketch proposal the user corrects", () => {
  it("takes the lines as shares of the frame and the other size from the drawing's proportion", () => {
    const p = proposalOf(drawn);
    expect(p.aspect).toBe(0.75);
    expect(overallSize(p)).toBeUndefined();
    // 1500 wide × 300/400 = 1125 high
    expect(overallSize({ ...p, width: 1500 })).toEqual({ width: 1500, height: 1125 });
    // 1200 high / 0.75 = 1600 wide
    expect(overallSize({ ...p, height: 1200 })).toEqual({ width: 1600, height: 1200 });
    expect(partSizes({ ...p, width: 1500 }, [])).toEqual([750, 750]);
  });

  it("starts from the overall sizes read on the sketch, and from the drawing where only one was read", () => {
    const read = { width: { mm: 1500, confidence: 0.9 }, height: { mm: 1200, confidence: 0.8 } };
    expect(overallSize(withReadSizes(proposalOf(drawn), read))).toEqual({ width: 1500, height: 1200 });
    // only the width read: 1500 × 0.75 = 1125 high, from the drawing
    expect(overallSize(withReadSizes(proposalOf(drawn), { width: read.width }))).toEqual({
      width: 1500,
      height: 1125,
    });
    // nothing read: nothing set, the user types it
    expect(overallSize(withReadSizes(proposalOf(drawn), {}))).toBeUndefined();
  });

  it("builds the design with the designer's commands: frame, mullion, transom, sashes", () => {
    const r = proposalDesign({ ...proposalOf(drawn), width: 1500, height: 1200 }, env);
    if (!r.ok) throw new Error(r.error.code);
    const f = r.design.frames[0]!;
    expect(f.shape).toEqual({ kind: "rectangle", width: 1500, height: 1200 });
    expect(f.root).toMatchObject({
      kind: "split",
      direction: "vertical",
      mullions: [{ position: 750 }],
      children: [
        {
          kind: "split",
          direction: "horizontal",
          mullions: [{ position: 600 }],
          children: [{ kind: "sash", openType: "casement", hingeSide: "left" }, { kind: "fill" }],
        },
        { kind: "sash", openType: "tiltTurn", hingeSide: "right" },
      ],
    });
  });

  it("keeps a typed part size exactly, off the 5 mm step the drawing is read to", () => {
    const p = { ...proposalOf(drawn), width: 1500, height: 1200 };
    const typed = setPartSize(p, [], 0, "before", 612);
    if (!typed.ok) throw new Error("refused");
    expect(partSizes(typed.proposal, [])).toEqual([612, 888]);
    // the part after the line: it moves to 1500 − 700 = 800
    const last = setPartSize(p, [], 0, "after", 700);
    if (!last.ok) throw new Error("refused");
    expect(partSizes(last.proposal, [])).toEqual([800, 700]);
    const r = proposalDesign(typed.proposal, env);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.design.frames[0]!.root).toMatchObject({ mullions: [{ position: 612 }] });
  });

  it("refuses a part size that would put the line past the frame's edge, saying the limit", () => {
    const p = { ...proposalOf(drawn), width: 1500, height: 1200 };
    expect(setPartSize(p, [], 0, "before", 1500)).toEqual({ ok: false, min: 0, max: 1500 });
    expect(setPartSize(p, [], 0, "after", 0)).toEqual({ ok: false, min: 0, max: 1500 });
    // the transom's parts: within the left column's 1200 mm height
    expect(setPartSize(p, [0], 0, "after", 1250)).toEqual({ ok: false, min: 0, max: 1200 });
  });

  it("a line may not pass a line of the same direction nested beside it", () => {
    // the left part split again by a vertical line at 0.25 (375 mm of 1500): the root line
    // (750) can go down to just right of 375 only, so its left part is above 375 mm
    const nested: SketchNode = {
      ...drawn,
      children: [
        {
          kind: "split",
          box: { ...frame, x1: 300 },
          direction: "vertical",
          positions: [200],
          children: [
            { kind: "cell", box: { ...frame, x1: 200 }, cell: { kind: "fixed" } },
            { kind: "cell", box: { ...frame, x0: 200, x1: 300 }, cell: { kind: "fixed" } },
          ],
        },
        drawn.kind === "split" ? drawn.children[1]! : drawn,
      ],
    };
    const p = { ...proposalOf(nested), width: 1500 };
    expect(setPartSize(p, [], 0, "before", 300)).toEqual({ ok: false, min: 375, max: 1500 });
    // from the right: at most 1500 − 375 = 1125
    expect(setPartSize(p, [], 0, "after", 1200)).toEqual({ ok: false, min: 0, max: 1125 });
    expect(setPartSize(p, [], 0, "before", 500).ok).toBe(true);
  });

  it("a cell the profiles cannot make is the design's refusal, not a silent change", () => {
    const p = { ...proposalOf(drawn), width: 1500, height: 1200 };
    const thin = setPartSize(p, [], 0, "before", 40);
    if (!thin.ok) throw new Error("refused");
    const r = proposalDesign(thin.proposal, env);
    expect(r.ok).toBe(false);
  });

  it("a dragged line follows its share; it may not pass the lines beside it", () => {
    const p = { ...proposalOf(drawn), width: 1500 };
    expect(lineRange(p, [], 0)).toEqual({ lo: 0, hi: 1 });
    // 0.4 × 1500 = 600
    expect(partSizes(moveLine(p, [], 0, 0.4), [])).toEqual([600, 900]);
  });

  it("changes a cell's kind", () => {
    const p = setCellKind({ ...proposalOf(drawn), width: 1500 }, [1], "awning");
    const r = proposalDesign(p, env);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.design.frames[0]!.root).toMatchObject({
      children: [{}, { kind: "sash", openType: "awning", hingeSide: "top" }],
    });
    expect(cellKindName({ kind: "slide", direction: "left" })).toBe("slideLeft");
  });

  it("two cells with an arrow make one sliding group, not a mullion", () => {
    let p: Proposal = { ...proposalOf(drawn), width: 1500 };
    p = setCellKind(setCellKind(p, [1], "slideLeft"), [0], "fixed");
    // the left part is a split, so no group at the root
    expect(isSlideGroup(p, [])).toBe(false);
    const flat: SketchNode = {
      kind: "split",
      box: frame,
      direction: "vertical",
      positions: [300],
      children: [
        { kind: "cell", box: { ...frame, x1: 300 }, cell: { kind: "slide", direction: "right" } },
        { kind: "cell", box: { ...frame, x0: 300 }, cell: { kind: "fixed" } },
      ],
    };
    const q = { ...proposalOf(flat), width: 1800 };
    expect(isSlideGroup(q, [])).toBe(true);
    const r = proposalDesign(q, env);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.design.frames[0]!.root.kind).not.toBe("split");
  });
});
