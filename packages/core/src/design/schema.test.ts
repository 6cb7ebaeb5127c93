import { describe, expect, it } from "vitest";
import committed from "../../../../docs/design.schema.json" with { type: "json" };
import arch from "../../../../docs/examples/arch-top.design.json" with { type: "json" };
import casement from "../../../../docs/examples/casement-1500x1400.design.json" with { type: "json" };
import { parseDesign } from "./migrate.ts";
import { designJsonSchema } from "./schema.ts";

describe("design schema", () => {
  it("docs/design.schema.json is the schema emitted from the zod model (regenerate: npx fenestra layout --schema)", () => {
    expect(committed).toEqual(designJsonSchema());
  });

  it("accepts the worked examples", () => {
    expect(parseDesign(casement).ok).toBe(true);
    expect(parseDesign(arch).ok).toBe(true);
  });

  it("rejects a slide group with 9 tracks, with a coded issue at its path", () => {
    const bad = JSON.parse(JSON.stringify(casement)) as Record<string, unknown> & {
      frames: { root: unknown }[];
    };
    bad.frames[0]!.root = { kind: "slide", id: "X", tracks: 9, direction: "left", panels: [] };
    const r = parseDesign(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("design.invalid");
      expect(r.error.issues.some((i) => i.path.startsWith("frames.0.root"))).toBe(true);
    }
  });

  it("migrates an unversioned draft (unit as a bare string, no item lists) to version 1", () => {
    const { version: _v, walls: _w, notes: _n, ...old } = JSON.parse(JSON.stringify(casement));
    const r = parseDesign({ ...old, unit: "cm" });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.design.version).toBe(1);
      expect(r.design.unit).toEqual({ length: "cm", digits: 0 });
      expect(r.design.walls).toEqual([]);
    }
  });

  it("refuses a version from the future", () => {
    const r = parseDesign({ ...casement, version: 99 });
    expect(r).toEqual({ ok: false, error: { code: "design.version_unsupported", issues: [] } });
  });
});
