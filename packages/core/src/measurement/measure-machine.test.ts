import { describe, expect, it } from "vitest";
import {
  MEASURE_EVENTS,
  MEASURE_STATES,
  type MeasureFacts,
  measureEvents,
  measureTransition,
} from "./measure-machine.ts";

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
