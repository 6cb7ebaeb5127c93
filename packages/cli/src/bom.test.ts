import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Bom } from "@fenestra/core/bom/index";
import { describe, expect, it } from "vitest";
import { fenestraJson } from "./test-cli.ts";

type Output = { issues: unknown[]; bom: Bom; error: { input: string } };

const examples = new URL("../../../docs/examples/", import.meta.url).pathname;

const fenestra = (...args: string[]) => fenestraJson<Output>(...args);

describe("fenestra bom", () => {
  it("prints the BOM of the example casement in the TB60 series", async () => {
    const r = await fenestra(
      "bom",
      "--design",
      `${examples}casement-1500x1400.design.json`,
      "--series",
      `${examples}alu-tb60-casement.series.json`,
      "--count",
      "2",
    );
    expect(r.code).toBe(0);
    expect(r.out.issues).toEqual([]);
    expect(r.out.bom.errors).toEqual([]);
    const profiles = r.out.bom.profiles.map((p) => [p.code, p.length, p.count, p.angleA]);
    expect(profiles).toContainEqual(["F001", 1500, 4, 45]);
    expect(profiles).toContainEqual(["Z001", 1280, 2, 90]);
    expect(r.out.bom.glass.map((g) => [g.width, g.height, g.count])).toEqual([
      [672, 1302, 2],
      [550, 1180, 2],
    ]);
    expect(r.out.bom.totals.quote).toBe(2 * 157800);
  }, 20000);

  it("exits 2 with a reason when the series file is not a series", async () => {
    const bad = join(tmpdir(), `not-a-series-${process.pid}.json`);
    writeFileSync(bad, JSON.stringify({ id: "x" }));
    const r = await fenestra("bom", "--design", `${examples}casement-1500x1400.design.json`, "--series", bad);
    expect(r.code).toBe(2);
    expect(r.out.error.input).toBe("series");
  }, 20000);

  it("exits 2 with the usage, not a stack trace, for a mistyped option", async () => {
    const r = await fenestra("bom", "--desgn", `${examples}casement-1500x1400.design.json`);
    expect(r).toEqual({ code: 2, out: undefined });
  }, 20000);
});
