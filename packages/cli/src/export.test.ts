import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { layout } from "@fenestra/core/design/layout/layout";
import { parseDesign } from "@fenestra/core/design/migrate";
import DxfParser from "dxf-parser";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { run } from "./commands/export.ts";

const example = (name: string) =>
  new URL(`../../../docs/examples/${name}.design.json`, import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "fenestra-export-"));

type Entity = { type: string; layer: string; text?: string; vertices?: { x: number; y: number }[] };

describe("fenestra export", () => {
  it("writes a DXF that a DXF parser reads back: one closed polyline per member and fill, on layers", async () => {
    const out = join(dir, "arch.dxf");
    expect(await run([example("arch-top"), "--format", "dxf", "--out", out])).toBe(0);
    const dxf = new DxfParser().parseSync(readFileSync(out, "utf8"));
    const entities = (dxf?.entities ?? []) as unknown as Entity[];
    const design = parseDesign(JSON.parse(readFileSync(example("arch-top"), "utf8")));
    if (!design.ok) throw new Error("bad example");
    const l = layout(design.design);
    const onLayer = (layer: string, type: string) =>
      entities.filter((e) => e.layer === layer && e.type === type);
    // the same layers as the editor's export: one per kind of member, fills, dimensions, notes
    const count = (role: string) => l.members.filter((m) => m.role === role).length;
    expect(onLayer("FRAME", "LWPOLYLINE")).toHaveLength(count("frame"));
    expect(onLayer("MULLION", "LWPOLYLINE")).toHaveLength(count("mullion"));
    expect(onLayer("SASH", "LWPOLYLINE")).toHaveLength(count("sash"));
    expect(onLayer("BEAD", "LWPOLYLINE")).toHaveLength(count("bead"));
    expect(onLayer("FILL", "LWPOLYLINE")).toHaveLength(l.fills.length);
    const texts = onLayer("DIMENSION", "TEXT").map((e) => e.text);
    // cells measure their clear openings, and say so
    expect(texts).toEqual(expect.arrayContaining(["1200", "1600", "500 clear", "900 clear"]));
    // y is flipped for CAD: the frame's bottom edge (design y = 1600) is at y = -1600
    const ys = onLayer("FRAME", "LWPOLYLINE").flatMap((e) => e.vertices!.map((v) => v.y));
    expect(Math.min(...ys)).toBeCloseTo(-1600, 6);
    expect(Object.keys(dxf?.tables?.layer?.layers ?? {})).toEqual(
      expect.arrayContaining(["FRAME", "MULLION", "SASH", "BEAD", "FILL", "DIMENSION", "NOTE"]),
    );
  });

  it("leaves dimensions out with --no-dimensions", async () => {
    const out = join(dir, "plain.dxf");
    await run([example("arch-top"), "--format", "dxf", "--out", out, "--no-dimensions"]);
    const entities = (new DxfParser().parseSync(readFileSync(out, "utf8"))?.entities ??
      []) as unknown as Entity[];
    expect(entities.filter((e) => e.layer === "DIMENSION")).toHaveLength(0);
  });

  it("writes a PNG raster of the drawing: real pixels at the drawing's proportions", async () => {
    const out = join(dir, "door.png");
    expect(
      await run([example("sliding-door-3-track"), "--format", "png", "--out", out, "--width", "800"]),
    ).toBe(0);
    const file = readFileSync(out);
    expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const png = PNG.sync.read(file);
    // the drawing with its dimension rows (heights on the left) and margin spans 2770 × 2470 mm
    // (viewBox -310 -60 2770 2470)
    expect([png.width, png.height]).toEqual([800, Math.round((800 * 2470) / 2770)]);
    const pixel = (xMm: number, yMm: number) => {
      const i =
        (Math.round(((yMm + 60) * 800) / 2770) * png.width + Math.round(((xMm + 310) * 800) / 2770)) * 4;
      return [...png.data.subarray(i, i + 3)];
    };
    expect(pixel(-40, -40)).toEqual([255, 255, 255]); // margin
    expect(pixel(1200, 30)).toEqual([0xd9, 0xd9, 0xd9]); // the frame head (frame fill #d9d9d9, core's style)
    expect(pixel(200, 300)).toEqual([0xcd, 0xe6, 0xf7]); // glass of the first panel (#cde6f7)
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
    expect(colours.size).toBeGreaterThan(10);
  });

  it("writes an SVG with the drawing's dimension values", async () => {
    const out = join(dir, "t.svg");
    await run([example("trapezoid"), "--format", "svg", "--out", out]);
    const svg = readFileSync(out, "utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(">1000<");
  });

  it("rejects an unknown format", async () => {
    expect(await run([example("trapezoid"), "--format", "bmp"])).toBe(2);
  });

  it.skipIf(!existsSync("/usr/bin/soffice"))(
    "LibreOffice converts the DXF to PDF (it opens in another CAD-capable program)",
    async () => {
      const out = join(dir, "casement.dxf");
      await run([example("casement-1500x1400"), "--format", "dxf", "--out", out]);
      execFileSync("soffice", ["--headless", "--convert-to", "pdf", "--outdir", dir, out], {
        timeout: 90_000,
        env: { ...process.env, HOME: dir },
        stdio: "ignore",
      });
      const pdf = join(dir, "casement.pdf");
      expect(existsSync(pdf)).toBe(true);
      expect(readFileSync(pdf).subarray(0, 5).toString("ascii")).toBe("%PDF-");
      expect(statSync(pdf).size).toBeGreaterThan(1000);
      // LibreOffice read the drawing itself: the dimension texts of the DXF are in the PDF
      if (existsSync("/usr/bin/pdftotext")) {
        const text = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" });
        expect(text.split(/\s+/)).toEqual(expect.arrayContaining(["1500", "1400", "650"]));
      }
    },
    120_000,
  );
});
