import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keepEveryOffcut, offcutDestination } from "./offcut-destination.ts";

const rule = { min: 500, max: 2500, step: 100 };

describe("offcutDestination", () => {
  it("throws away what is shorter than the minimum", () => {
    expect(offcutDestination(499.9, rule)).toEqual({ to: "waste" });
    expect(offcutDestination(0, rule)).toEqual({ to: "waste" });
  });

  it("keeps the minimum itself", () => {
    expect(offcutDestination(500, rule)).toEqual({ to: "leftover", length: 500 });
  });

  it("records a leftover in whole steps above the minimum, rounded down", () => {
    expect(offcutDestination(1234, rule)).toEqual({ to: "leftover", length: 1200 });
    expect(offcutDestination(599.5, rule)).toEqual({ to: "leftover", length: 500 });
    // Steps count from the minimum, not from zero.
    expect(offcutDestination(1234, { min: 550, max: 2500, step: 100 })).toEqual({
      to: "leftover",
      length: 1150,
    });
  });

  it("keeps the maximum itself on the leftover rack", () => {
    expect(offcutDestination(2500, rule)).toEqual({ to: "leftover", length: 2500 });
  });

  it("sends what is longer than the maximum back to the stock, in the same steps", () => {
    expect(offcutDestination(2500.5, rule)).toEqual({ to: "stock", length: 2500 });
    expect(offcutDestination(4123, rule)).toEqual({ to: "stock", length: 4100 });
  });

  it("keeps a minimum of 0 from recording an offcut of no length", () => {
    expect(offcutDestination(60, { min: 0, max: 2500, step: 100 })).toEqual({ to: "waste" });
    expect(offcutDestination(160, { min: 0, max: 2500, step: 100 })).toEqual({ to: "leftover", length: 100 });
  });

  it("keeps every offcut at its whole mm without the warehouse's settings", () => {
    expect(offcutDestination(9876.4, keepEveryOffcut(500))).toEqual({ to: "leftover", length: 9876 });
    expect(offcutDestination(400, keepEveryOffcut(500))).toEqual({ to: "waste" });
  });

  it("never records more than the piece, never less than the minimum, at most a step less", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.double({ min: 0, max: 12000, noNaN: true }),
        (min, span, step, offcut) => {
          const r = { min, max: min + span, step };
          const d = offcutDestination(offcut, r);
          if (d.to === "waste") return offcut < min || offcut < step;
          const stepsAbove = (d.length - min) / step;
          return (
            d.length <= offcut &&
            d.length >= min &&
            offcut - d.length < step &&
            Number.isInteger(stepsAbove) &&
            (d.to === "stock") === offcut > r.max
          );
        },
      ),
    );
  });
});
