import { afterEach, describe, expect, it, vi } from "vitest";
import { run } from "./commands/layout.ts";

const example = (name: string) =>
  new URL(`../../../docs/examples/${name}.design.json`, import.meta.url).pathname;

async function capture(args: string[]): Promise<{ code: number; out: string }> {
  let out = "";
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    return { code: await run(args), out };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("fenestra layout", () => {
  it("prints every member with role, length and end angles, and every fill with its size", async () => {
    const { code, out } = await capture([example("casement-1500x1400")]);
    expect(code).toBe(0);
    const l = JSON.parse(out);
    const mullion = l.members.find((m: { role: string }) => m.role === "mullion");
    expect(mullion).toMatchObject({
      id: "M1",
      length: 1280,
      startAngle: 90,
      endAngle: 90,
      profileCode: "Z001",
    });
    expect(
      l.fills.map((f: { id: string; width: number; height: number }) => [f.id, f.width, f.height]),
    ).toEqual([
      ["G1", 672, 1302],
      ["G2", 550, 1180],
    ]);
    expect(l.members[0].polygon).toBeUndefined();
  });

  it("takes profile widths, overlaps and bites from a series file (uPVC 60: frame 58, mullion 82, sash 76)", async () => {
    const series = new URL("../../../docs/examples/upvc-60-casement.series.json", import.meta.url).pathname;
    const { code, out } = await capture([example("casement-1500x1400"), "--series", series]);
    expect(code).toBe(0);
    const l = JSON.parse(out);
    const cell = l.openings.find((o: { id: string }) => o.id === "G1");
    // (1500 − 2 × 58 − 82) / 2 = 651 wide, 1400 − 2 × 58 = 1284 high
    expect([cell.clearWidth, cell.clearHeight]).toEqual([651, 1284]);
    expect(l.members.find((m: { id: string }) => m.id === "M1")).toMatchObject({
      profileCode: "K60-Z",
      length: 1284,
    });
    // join K60-S → K60-F: 24 − 16 = 8 mm overlap; glass → K60-F: 18 − 5 = 13 mm bite
    expect(l.sashes[0]).toMatchObject({ outerWidth: 667, outerHeight: 1300 });
    expect(l.fills.map((f: { width: number; height: number }) => [f.width, f.height])).toEqual([
      [677, 1310],
      [667 - 2 * 76 + 26, 1300 - 2 * 76 + 26],
    ]);
  });

  it("includes polygons on request", async () => {
    const { out } = await capture([example("trapezoid"), "--polygons"]);
    expect(JSON.parse(out).members[0].polygon.length).toBeGreaterThanOrEqual(4);
  });

  it("prints the design JSON Schema", async () => {
    const { out } = await capture(["--schema"]);
    expect(JSON.parse(out).title).toBe("Fenestra design");
  });

  it("exits 2 with a coded error for an invalid design", async () => {
    const { code, out } = await capture([new URL("../package.json", import.meta.url).pathname]);
    expect(code).toBe(2);
    expect(JSON.parse(out).error.detail.code).toBe("design.invalid");
  });
});
