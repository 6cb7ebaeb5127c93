import { describe, expect, it } from "vitest";
import {
  MEASURE_EVENTS,
  MEASURE_STATES,
  type MeasureFacts,
  measureEvents,
  measureFacts,
  measureTransition,
} from "./measure-machine.ts";
import { emptyOpening } from "./opening-rules.ts";

// Every transition a main account may make with every opening measured and given a template.
const ALLOWED = [
  "scheduled complete measured",
  "scheduled cancel cancelled",
  "measured reopen scheduled",
  "measured convert converted",
  "measured cancel cancelled",
];
const ready: MeasureFacts = { openings: 2, unmeasured: 0, withoutTemplate: 0 };

describe("the measurement order machine", () => {
  it("allows exactly the transitions of the table", () => {
    const found: string[] = [];
    for (const state of MEASURE_STATES)
      for (const event of MEASURE_EVENTS) {
        const r = measureTransition(state, event, null, ready);
        if (r.ok) found.push(`${state} ${event} ${r.state}`);
      }
    expect(found.sort()).toEqual([...ALLOWED].sort());
  });

  it("refuses converting twice: a converted order has no way out", () => {
    expect(measureTransition("converted", "convert", null, ready)).toEqual({
      ok: false,
      refusal: "measure.transition_refused",
    });
  });

  it("refuses completing with no opening or one not measured at its six points", () => {
    expect(measureTransition("scheduled", "complete", null, { ...ready, openings: 0 })).toEqual({
      ok: false,
      refusal: "measure.no_openings",
    });
    expect(measureTransition("scheduled", "complete", null, { ...ready, unmeasured: 1 })).toEqual({
      ok: false,
      refusal: "measure.opening_not_measured",
    });
  });

  it("refuses converting an opening with no window template chosen", () => {
    expect(measureTransition("measured", "convert", null, { ...ready, withoutTemplate: 1 })).toEqual({
      ok: false,
      refusal: "measure.opening_without_template",
    });
  });

  it("lets a measurer complete but not convert or cancel; the office the other way round", () => {
    expect(measureEvents("scheduled", { measure: "1" })).toEqual(["complete"]);
    expect(measureEvents("measured", { measure: "1" })).toEqual(["reopen"]);
    expect(measureEvents("measured", { edit_order: "1" })).toEqual(["convert", "cancel"]);
  });
});

describe("the facts the machine judges an order's openings by (the server's and the device's)", () => {
  it("counts the openings not removed, those not measured at 3+3 points, and those without a template", () => {
    const measured = {
      ...emptyOpening(),
      width1: 1500,
      width2: 1496,
      width3: 1502,
      height1: 1200,
      height2: 1201,
      height3: 1199,
    };
    const facts = measureFacts([
      { ...measured, templateKey: "builtin:casement" },
      { ...measured, height3: null },
      { ...emptyOpening(), removed: true },
    ]);
    expect(facts).toEqual({ openings: 2, unmeasured: 1, withoutTemplate: 1 });
    expect(measureTransition("scheduled", "complete", null, facts)).toEqual({
      ok: false,
      refusal: "measure.opening_not_measured",
    });
  });
});
