import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { parseDesign } from "@fenestra/core/design/migrate";
import type { Design, Region } from "@fenestra/core/design/model";
import { corpusPhoto } from "@fenestra/core/sketch/corpus/generate";
import type { SketchNode } from "@fenestra/core/sketch/sketch-types";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { bin, fenestraJson } from "./test-cli.ts";

/** The tree's shape: splits as [direction, children], cells as their kind (the truth's and the design's alike). */
const truthShape = (n: SketchNode): unknown =>
  n.kind === "split"
    ? [n.direction, n.children.map(truthShape)]
    : n.cell.kind === "sash"
      ? `${n.cell.openType} ${n.cell.hingeSide}`
      : n.cell.kind;
const designShape = (r: Region): unknown =>
  r.kind === "split"
    ? [r.direction, r.children.map(designShape)]
    : r.kind === "sash"
      ? `${r.openType} ${r.hingeSide}`
      : "fixed";

describe("fenestra sketch", () => {
  it("reads a photographed sketch and prints the design it proposes, sized by the width given", async () => {
    // corpus seed 5: 7 cells in nested splits with sashes, photographed turned and in perspective
    // (a small photo keeps the test short; the bench reads 12 MP ones)
    const photo = corpusPhoto(5, { width: 1000, height: 750 });
    // as a phone saves it: a JPEG
    const { data } = jpeg.encode({ width: photo.width, height: photo.height, data: photo.rgba }, 85);
    const file = join(mkdtempSync(join(tmpdir(), "fenestra-sketch-")), "sketch.jpg");
    writeFileSync(file, data);

    const { code, out } = await fenestraJson<Design>("sketch", file, "--width", "1800", "--json");
    expect(code).toBe(0);
    expect(parseDesign(out).ok).toBe(true);
    const frame = out.frames[0]!;
    expect(frame.shape).toMatchObject({ kind: "rectangle", width: 1800 });
    expect(designShape(frame.root)).toEqual(truthShape(photo.truth));

    // no size given, and none written on this sketch: refused, saying a size is needed
    const bare = await promisify(execFile)(process.execPath, [bin, "sketch", file]).catch((e) => e);
    expect(bare.code).toBe(1);
    expect(JSON.parse(bare.stdout)).toEqual({ error: { code: "sketch.no_size" } });
    expect(bare.stderr).toContain("--width");
  });

  it("sizes the design by the numbers written on the sketch when no size is given", async () => {
    // corpus seed 1: three sliding panels, "1050" written over the top and "1390" down the left
    const photo = corpusPhoto(1, { width: 2000, height: 1500 });
    const { data } = jpeg.encode({ width: photo.width, height: photo.height, data: photo.rgba }, 90);
    const file = join(mkdtempSync(join(tmpdir(), "fenestra-sketch-")), "sketch.jpg");
    writeFileSync(file, data);
    const { code, out } = await fenestraJson<Design>("sketch", file, "--json");
    expect(code).toBe(0);
    expect(parseDesign(out).ok).toBe(true);
    expect(out.frames[0]!.shape).toEqual({ kind: "rectangle", width: 1050, height: 1390 });

    // a width typed wins over the one read, and the difference is said
    const typed = await promisify(execFile)(process.execPath, [bin, "sketch", file, "--width", "1100"]);
    expect(typed.stdout).toMatch(/^1100 × 1390 mm, 3 cells/);
    expect(typed.stderr).toContain("read on the sketch: width 1050");
    expect(typed.stderr).toContain("--width 1100 is used; the sketch reads 1050");
  });
});
