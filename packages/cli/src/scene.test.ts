/// <reference path="../../core/src/scene/gltf-validator.d.ts" />
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { validateBytes } from "gltf-validator";
import { describe, expect, it } from "vitest";
import { bin, fenestraJson } from "./test-cli.ts";

const docs = (name: string) => new URL(`../../../docs/examples/${name}`, import.meta.url).pathname;
const DESIGN = docs("casement-1500x1400.design.json");
const SERIES = docs("alu-tb60-casement.series.json");

type Scene = {
  members: { id: string; length: number; depth: number }[];
  panes: unknown[];
  leaves: unknown[];
};
type Layout = { members: { id: string; length: number }[]; fills: unknown[]; sashes: unknown[] };

/** Runs `fenestra scene DESIGN --series SERIES --format FORMAT --out FILE`; answers the file. */
async function sceneFile(format: "glb" | "usdz") {
  const out = join(mkdtempSync(join(tmpdir(), "fenestra-scene-")), `window.${format}`);
  const args = [bin, "scene", DESIGN, "--series", SERIES, "--format", format, "--out", out];
  await promisify(execFile)(process.execPath, args);
  return out;
}

describe("fenestra scene", () => {
  it("prints the scene of a design: the layout's members with their lengths, its panes and leaves", async () => {
    const scene = await fenestraJson<Scene>("scene", DESIGN, "--series", SERIES);
    const layout = await fenestraJson<Layout>("layout", DESIGN, "--series", SERIES);
    expect(scene.code).toBe(0);
    expect(scene.out.members.map((m) => [m.id, m.length])).toEqual(
      layout.out.members.map((m) => [m.id, m.length]),
    );
    expect(scene.out.panes).toHaveLength(layout.out.fills.length);
    expect(scene.out.leaves).toHaveLength(layout.out.sashes.length);
    // TB60's frame profile F001 is 60 mm deep
    expect(scene.out.members.find((m) => m.id.includes(":frame:"))?.depth).toBe(60);
  });

  it("writes a GLB the Khronos validator accepts", async () => {
    const out = await sceneFile("glb");
    const glb = new Uint8Array(readFileSync(out));
    expect(new TextDecoder().decode(glb.subarray(0, 4))).toBe("glTF");
    const report = await validateBytes(glb);
    expect(report.issues.numErrors).toBe(0);
  });

  it("writes a USDZ: a stored zip whose first file, 64-byte aligned, is the stage naming every member", async () => {
    const out = await sceneFile("usdz");
    const usdz = readFileSync(out);
    expect(usdz.readUInt32LE(0)).toBe(0x04034b50);
    expect(usdz.readUInt16LE(8)).toBe(0); // stored
    const nameLength = usdz.readUInt16LE(26);
    const dataAt = 30 + nameLength + usdz.readUInt16LE(28);
    expect(usdz.subarray(30, 30 + nameLength).toString()).toMatch(/\.usda$/);
    expect(dataAt % 64).toBe(0);
    const usda = usdz.subarray(dataAt, dataAt + usdz.readUInt32LE(22)).toString();
    expect(usda.startsWith("#usda 1.0")).toBe(true);
    const scene = await fenestraJson<Scene>("scene", DESIGN, "--series", SERIES);
    for (const m of scene.out.members) expect(usda).toContain(`string id = "${m.id}"`);
  });

  it("refuses a file that is not a design with exit 2 and says why", async () => {
    const { code, out } = await fenestraJson<{ error: { input: string } }>("scene", SERIES);
    expect(code).toBe(2);
    expect(out.error.input).toBe("design");
  });
});
