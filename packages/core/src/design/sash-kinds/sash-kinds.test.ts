// Every kind in the sash-kinds table is placed by the toolbox, laid out, drawn and seen by the
// BOM's formulas: a new entry missing one of them fails here, whichever it is.
import { describe, expect, it } from "vitest";
import { framesOf } from "../../bom/scopes.ts";
import type { Editor } from "../../editor/editor.ts";
import { editorWithFrame } from "../../editor/test-editor.ts";
import { planDrop, SASH_KIND_TOOLBOX } from "../../editor/toolbox.ts";
import { compileSeries } from "../../series/compile.ts";
import { DEMO_SERIES } from "../../series/demo/index.ts";
import type { Series } from "../../series/schema.ts";
import { canvasPoint } from "../../units/branded.ts";
import { renderSymbols } from "../render/render-model.ts";
import { designSchema } from "../schema.ts";
import { DEFAULT_SERIES_GEOMETRY as G } from "../series-geometry.ts";
import { openingKinds, pairOpenTypes, sashOpenTypes } from "./kinds.ts";
import { SASH_KINDS } from "./table.ts";

const series = compileSeries(DEMO_SERIES["alu-tb60-casement"] as Series);

/** An editor holding one 1200 × 1400 frame. */
const oneFrame = (): Editor => editorWithFrame(G);

/** The frame with the toolbox item dropped in its middle. */
function dropped(entry: (typeof SASH_KIND_TOOLBOX)[number]): Editor {
  const e = oneFrame();
  const plan = planDrop(e.layout, entry.item, canvasPoint(600, 700));
  expect(plan, entry.key).not.toBeNull();
  const result = e.run(plan!.command as never, plan!.input as never);
  expect(result.ok, `${entry.key}: ${JSON.stringify(result)}`).toBe(true);
  return e;
}

describe("the sash-kinds table", () => {
  for (const kind of openingKinds) {
    const spec = SASH_KINDS[kind];
    it(`places, lays out, draws and prices the kind ${kind} from the toolbox`, () => {
      const entries = SASH_KIND_TOOLBOX.filter((t) => t.kind === kind);
      expect(entries.length, `${kind} has no toolbox entry`).toBeGreaterThan(0);
      for (const entry of entries) {
        const e = dropped(entry);
        // the design it makes is one the schema accepts (stored, sent to the server)
        expect(designSchema.safeParse(e.design).success, entry.key).toBe(true);
        // layout: the drop made sashes of this kind
        const sashes = e.layout.sashes.filter((s) => s.openType === kind);
        expect(sashes.length, `${entry.key}: laid out`).toBeGreaterThan(0);
        // drawing: each has the kind's symbol in the render model; one that opens shows how
        const symbols = renderSymbols(e.layout);
        for (const s of sashes) {
          const symbol = symbols.find((x) => x.sashId === s.id)!;
          expect(symbol.kind).toBe(kind);
          expect({ dashed: symbol.dashed, solid: symbol.solid }).toEqual(spec.drawing(s));
          const lines = symbol.dashed.length + symbol.solid.length;
          expect(lines > 0, `${entry.key}: drawn as opening`).toBe(spec.capabilities.opens);
        }
        // BOM: the formulas see the kind's OPENTYPE on each of its sashes
        const [frame] = framesOf(e.layout, series, () => ({ a: "white", b: "white" }));
        const seen = frame!.sashes.filter((x) => x.sash.openType === kind).map((x) => x.scope.OPENTYPE);
        expect(seen.length).toBe(sashes.length);
        for (const v of seen) expect(v).toBe(spec.bom.OPENTYPE);
        // a kind hung on one side is placed hung there
        const { hinge } = spec.capabilities;
        if (hinge !== null && hinge !== "chosen" && entry.item.kind === "sash")
          for (const s of sashes) expect(s.hingeSide).toBe(hinge);
      }
    });
  }

  it("derives the schema's and the commands' open types from the capabilities", () => {
    expect(sashOpenTypes).toEqual(openingKinds.filter((k) => !["slide", "fold"].includes(k)));
    expect(pairOpenTypes).toEqual(["casement", "tiltTurn", "door"]);
    // a pair of a kind that cannot pair is refused
    const e = oneFrame();
    const cell = e.design.frames[0]!.root.id;
    expect(e.run("setDoubleSash", { regionId: cell, openType: "awning" as never }).ok).toBe(false);
    expect(e.run("setDoubleSash", { regionId: cell, openType: "door" }).ok).toBe(true);
  });

  it("gives every toolbox key once", () => {
    const keys = SASH_KIND_TOOLBOX.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
