import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { describe, expect, it } from "vitest";
import { checkDxfFile, DXF_LIMIT_BYTES } from "../section/dxf-file.ts";
import { glassSpecChanges, profileWidthChanges } from "./save-confirmations.ts";

const saved = DEMO_SERIES["alu-tb60-casement"]!;

describe("SPEC §5 save confirmations", () => {
  it("asks nothing when widths and specs are as saved", () => {
    expect(profileWidthChanges(saved, saved)).toEqual([]);
    expect(glassSpecChanges(saved, saved)).toEqual([]);
  });

  it("lists a profile whose face width differs from its saved default", () => {
    const draft = {
      ...saved,
      profiles: saved.profiles.map((p) => (p.code === "F001" ? { ...p, faceWidth: 65 } : p)),
    };
    expect(profileWidthChanges(saved, draft)).toEqual([{ code: "F001", from: 60, to: 65 }]);
  });

  it("compares a new profile with the documented default of its part type", () => {
    const base = saved.profiles[0]!;
    const asDefault = { ...base, code: "F900", partType: "frame" as const, faceWidth: 60 };
    const wider = { ...base, code: "F901", partType: "frame" as const, faceWidth: 72 };
    const other = { ...base, code: "X1", partType: "other" as const, faceWidth: 33 };
    const draft = { ...saved, profiles: [...saved.profiles, asDefault, wider, other] };
    expect(profileWidthChanges(saved, draft)).toEqual([{ code: "F901", from: 60, to: 72 }]);
  });

  it("lists a glass whose spec differs from its saved default, ignoring surrounding spaces", () => {
    const g = saved.glass[0]!;
    const same = { ...saved, glass: [{ ...g, spec: ` ${g.spec} ` }, ...saved.glass.slice(1)] };
    expect(glassSpecChanges(saved, same)).toEqual([]);
    const changed = { ...saved, glass: [{ ...g, spec: "6+12A+6" }, ...saved.glass.slice(1)] };
    expect(glassSpecChanges(saved, changed)).toEqual([{ code: g.code, from: g.spec, to: "6+12A+6" }]);
  });
});

describe("DXF upload check (3 MB, SPEC §9)", () => {
  it("accepts a .dxf of exactly 3 MB and refuses one byte more", () => {
    expect(checkDxfFile({ name: "F001.DXF", size: DXF_LIMIT_BYTES })).toEqual({ ok: true });
    expect(checkDxfFile({ name: "F001.dxf", size: DXF_LIMIT_BYTES + 1 })).toEqual({
      ok: false,
      reason: "tooLarge",
    });
  });
  it("refuses files that are not DXF", () => {
    expect(checkDxfFile({ name: "section.dwg", size: 10 })).toEqual({ ok: false, reason: "notDxf" });
  });
});
