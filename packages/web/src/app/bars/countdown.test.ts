import { describe, expect, it } from "vitest";
import { createTapCounter, debugRequested } from "../debug/tap-counter.ts";
import { countdown } from "./countdown.ts";

describe("activity countdown", () => {
  it("splits the time left into days, hours, minutes, seconds", () => {
    const end = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(countdown(end, end - (86_400 + 3600 * 2 + 60 * 3 + 4) * 1000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
  });
  it("ticks down by one each second and ends at zero", () => {
    const end = 10_000;
    expect(countdown(end, 8_000)?.seconds).toBe(2);
    expect(countdown(end, 9_000)?.seconds).toBe(1);
    expect(countdown(end, 10_000)).toBeNull();
    expect(countdown(Number.NaN, 0)).toBeNull();
  });
});

describe("debug console taps", () => {
  it("toggles on the eighth quick tap, then starts over", () => {
    const tap = createTapCounter();
    const results = Array.from({ length: 16 }, (_, i) => tap(i * 200));
    expect(results.filter(Boolean).length).toBe(2);
    expect(results[7]).toBe(true);
    expect(results[15]).toBe(true);
  });
  it("a slow tap restarts the count", () => {
    const tap = createTapCounter();
    for (let i = 0; i < 7; i++) tap(i * 100);
    expect(tap(5000)).toBe(false);
  });
  it("debug=1 in the query asks for the console", () => {
    expect(debugRequested("?debug=1")).toBe(true);
    expect(debugRequested("debug=0")).toBe(false);
  });
});
