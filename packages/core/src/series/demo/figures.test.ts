import { describe, expect, it } from "vitest";
import tb60 from "./figures/tb60.json" with { type: "json" };
import { demoCasementFigures, demoFigures } from "./figures.ts";

describe("a demo series' figures file", () => {
  it("is read with its rows typed as the builders take them", () => {
    const figures = demoCasementFigures(tb60);
    expect(figures.systems[0]?.profiles[0]).toEqual(["F001", "frame", 60, 60, 1.32, 5280, 400]);
    expect(figures.casement.drain.sill).toEqual(["drain-sill", "sillDrain30x5"]);
  });

  it("refuses a line code the words do not name, at its place", () => {
    const glass = [["G9-NOPE", "5+12A+5", 22, 25, 12000], ...tb60.glass.slice(1)];
    expect(() => demoFigures({ ...tb60, glass })).toThrow(/glass.*0.*0|G9-NOPE|Invalid/s);
  });

  it("refuses an unknown colour and a negative figure", () => {
    const [system] = tb60.systems;
    expect(() => demoFigures({ ...tb60, systems: [{ ...system, colours: ["pink"] }] })).toThrow();
    expect(() => demoFigures({ ...tb60, systems: [{ ...system, stockLength: -6000 }] })).toThrow();
  });

  it("needs the casement parts where a casement's rows name them", () => {
    const { casement: _parts, ...withoutParts } = tb60;
    expect(() => demoFigures(withoutParts)).not.toThrow();
    expect(() => demoCasementFigures(withoutParts)).toThrow(/casement/);
  });
});
