import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CuttingInput, type CuttingPlan, checkPlan } from "@fenestra/core/cutting/index";
import { describe, expect, it } from "vitest";
import { bin } from "./test-cli.ts";

const dir = mkdtempSync(join(tmpdir(), "fenestra-optimize-"));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function fenestra(args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { maxBuffer: 1 << 24 },
      (err, stdout, stderr) => {
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
    if (stdin !== undefined) child.stdin?.end(stdin);
  });
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const job: CuttingInput = {
  stock: [{ length: 6000, count: null, cost: 1 }],
  leftovers: [{ id: "L7", length: 2300 }],
  kerf: 3,
  minLeftover: 500,
  pieces: [
    { id: "F001-top", length: 1500, count: 4, angles: [45, 45], height: 60, label: "W1" },
    { id: "F001-side", length: 1180, count: 4, angles: [45, 45], height: 60, label: "W1" },
    { id: "M1", length: 900, count: 3, label: "W1" },
  ],
};

// Each case spawns `node bin/fenestra.js` (tsx start-up): allow for a loaded machine.
describe("fenestra optimize", { timeout: 30_000 }, () => {
  it("prints a valid plan for a file, with orientations for nested mitres", async () => {
    const r = await fenestra(["optimize", file("job.json", job)]);
    expect(r.code).toBe(0);
    const plan = JSON.parse(r.stdout) as CuttingPlan;
    expect(checkPlan(job, plan)).toEqual([]);
    expect(plan.summary.stockBars).toBeGreaterThanOrEqual(plan.summary.lowerBound);
    expect(plan.summary.nestingSaving).toBeGreaterThan(0);
    expect(plan.bars.flatMap((b) => b.cuts.map((c) => c.orientation))).toContain("flipped");
  });

  it("reads the job from stdin with -", async () => {
    const r = await fenestra(["optimize", "-"], JSON.stringify(job));
    expect(r.code).toBe(0);
    expect(checkPlan(job, JSON.parse(r.stdout))).toEqual([]);
  });

  it.each([
    ["a negative piece length", { ...job, pieces: [{ id: "a", length: -1 }] }, "pieces.0.length"],
    [
      "a piece longer than every bar",
      { ...job, leftovers: [], pieces: [{ id: "a", length: 6001 }] },
      "pieces.0.length",
    ],
    ["a kerf given as text", { ...job, kerf: "3" }, "kerf"],
  ])("exits 2 with a clear error for %s", async (_name, input, path) => {
    const r = await fenestra(["optimize", file("bad.json", input)]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`at ${path}`);
  });

  it("exits 2 for a file that is not JSON", async () => {
    const r = await fenestra(["optimize", file("broken.json", "{ stock: ")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("invalid_input");
  });

  it("finds the stock length that wastes least with --reverse", async () => {
    const pieces = [{ id: "p", length: 1000, count: 12 }];
    const r = await fenestra([
      "optimize",
      file("rev.json", { stock: [{ length: 6000 }], pieces }),
      "--reverse",
      "5100,6500,100",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { length: number; plan: CuttingPlan };
    // 6000 holds six 1000 mm pieces exactly: no shorter or other length in range wastes less.
    expect(out.length).toBe(6000);
    expect(out.plan.summary.waste).toBe(0);
  });

  it("refuses a reverse range wider than 2000 mm", async () => {
    const r = await fenestra(["optimize", file("rev2.json", job), "--reverse", "3000,5500,10"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("invalid_range");
  });
});
