// Whatever a form or a script sends to a command — NaN, infinities, huge or negative numbers,
// over-long text, unknown options — the command either refuses it (changing nothing) or
// returns a design the design schema accepts, so saving an edited drawing never fails.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Design } from "../design/model.ts";
import { designSchema } from "../design/schema.ts";
import { commands } from "./index.ts";
import { env, oneFrame } from "./test-fixtures.ts";
import type { CommandResult } from "./types.ts";

const num = fc.oneof(
  fc.double(),
  fc.integer({ min: -3000, max: 3000 }),
  fc.constantFrom(0, -1, 1e5, 1e5 + 1, 1e6 + 1, Number.POSITIVE_INFINITY, Number.NaN),
);
const text = fc.string({ maxLength: 80 });
const pair = fc.tuple(num, num);
// "$id" and "$frame" stand for an id of the design being edited, picked when the step runs
const id = fc.constant("$id");
const frame = fc.constant("$frame");
const edit = (name: string, input: fc.Arbitrary<unknown>) => fc.tuple(fc.constant(name), input);

/** A command name and an input built from arbitrary values. */
const randomEdit: fc.Arbitrary<[string, unknown]> = fc.oneof(
  edit(
    "addFrame",
    fc.record({
      shape: fc.record({ kind: fc.constant("rectangle"), width: num, height: num }),
      x: num,
      y: num,
      seriesId: text,
    }),
  ),
  edit("moveFrame", fc.record({ frameId: frame, x: num, y: num })),
  edit("resizeFrame", fc.record({ frameId: frame, width: num, height: num })),
  edit(
    "splitRegion",
    fc.record({ regionId: id, direction: fc.constantFrom("vertical", "horizontal"), parts: num }),
  ),
  edit(
    "splitRegion",
    fc.record({
      regionId: id,
      direction: fc.constant("vertical"),
      positions: fc.array(num, { maxLength: 3 }),
    }),
  ),
  edit("moveMullion", fc.record({ mullionId: id, position: num })),
  edit("setGlazingBar", fc.record({ id, kind: fc.constantFrom("dividing", "decorative", "bogus") })),
  edit("moveMeeting", fc.record({ regionId: id, position: num })),
  edit(
    "setSash",
    fc.record({
      regionId: id,
      openType: fc.constantFrom("casement", "hopper", "bogus"),
      hingeSide: fc.constantFrom("left", "top"),
      hinge: fc.record({ type: text, count: num }),
      handle: fc.record({ type: text, offset: num }),
    }),
  ),
  edit(
    "setFill",
    fc.record({
      regionId: id,
      fill: fc.record({
        type: fc.constant("glass"),
        spec: text,
        frosted: fc.boolean(),
        gap: num,
        shade: fc.constant("none"),
        holeType: fc.constant("none"),
      }),
    }),
  ),
  edit(
    "setSlide",
    fc.record({ regionId: id, tracks: num, panels: num, direction: fc.constantFrom("left", "up") }),
  ),
  edit(
    "setFold",
    fc.record({ regionId: id, leaves: num, foldType: fc.constantFrom("stackLeft", "sideways") }),
  ),
  edit(
    "setDoubleSash",
    fc.record({
      regionId: id,
      openType: fc.constantFrom("door", "slide"),
      active: fc.constantFrom("left", "middle"),
    }),
  ),
  edit("setColors", fc.record({ frameId: frame, a: text, b: text })),
  edit("setSeries", fc.record({ frameId: frame, seriesId: text })),
  edit("cloneFrame", fc.record({ frameId: frame, gap: num })),
  edit("addWall", fc.record({ x: num, y: num, width: num, height: num })),
  edit("addDimension", fc.record({ from: pair, to: pair, offset: num })),
  edit("addNote", fc.record({ at: pair, text: fc.string({ maxLength: 240 }) })),
  edit("setNoteText", fc.record({ id, text: fc.string({ maxLength: 240 }) })),
  edit("moveItem", fc.record({ id, dx: num, dy: num })),
  edit("setDimensionLength", fc.record({ id, length: num })),
  edit("addDecoration", fc.record({ regionId: id, columns: num, rows: num, width: num })),
  edit(
    "addJoiner",
    fc.record({
      kind: fc.constantFrom("corner", "connector"),
      frames: fc.tuple(frame, frame),
      angle: num,
      width: num,
      profileCode: text,
    }),
  ),
  edit("equalize", fc.record({ regionId: id })),
  edit("deleteItem", fc.record({ id })),
) as fc.Arbitrary<[string, unknown]>;

/** The input with "$id" / "$frame" replaced by the pick-th id of the design (or an unknown id). */
function aim(input: unknown, d: Design, pick: number): unknown {
  const ids =
    JSON.stringify(d)
      .match(/"id":"[^"]+"/g)
      ?.map((x) => x.slice(6, -1)) ?? [];
  const frames = d.frames.map((f) => f.id);
  const choose = (xs: string[]) => [...xs, "nope"][pick % (xs.length + 1)]!;
  const walk = (v: unknown): unknown => {
    if (v === "$id") return choose(ids);
    if (v === "$frame") return choose(frames);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(input);
}

describe("commands never store what the schema refuses", { timeout: 120_000 }, () => {
  it("random inputs: refused, or the result passes the design schema", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(randomEdit, fc.nat()), { minLength: 1, maxLength: 8 }), (steps) => {
        let d = oneFrame(2000, 1600);
        for (const [[name, template], pick] of steps) {
          const input = aim(template, d, pick);
          const run = commands[name as keyof typeof commands].run as (
            d: Design,
            i: unknown,
            e: typeof env,
          ) => CommandResult;
          const r = run(d, input, env);
          if (!r.ok) continue;
          const parsed = designSchema.safeParse(r.design);
          const why = `${name} ${String(JSON.stringify(input))} → ${JSON.stringify(parsed.error?.issues[0])}`;
          expect(parsed.success, why).toBe(true);
          d = r.design;
        }
      }),
      { numRuns: 300 },
    );
  });
});
