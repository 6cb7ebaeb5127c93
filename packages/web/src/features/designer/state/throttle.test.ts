import { describe, expect, it } from "vitest";
import { type Clock, throttle } from "./throttle.ts";

function fakeClock() {
  let t = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const clock: Clock = {
    now: () => t,
    setTimeout: (fn, ms) => {
      const id = ++ids;
      timers.push({ at: t + ms, fn, id });
      return id;
    },
    clearTimeout: (h) => {
      const i = timers.findIndex((x) => x.id === h);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    t += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at <= t) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    }
  };
  return { clock, advance };
}

describe("drag throttle", () => {
  it("passes the first move at once and at most one move per 50 ms after it, ending on the latest", () => {
    const { clock, advance } = fakeClock();
    const seen: number[] = [];
    const move = throttle((x: number) => seen.push(x), 50, clock);
    move(1);
    for (let x = 2; x <= 10; x++) {
      advance(10);
      move(x);
    }
    advance(50);
    // t=0 → 1; trailing at t=50 → latest then (5); then t=100 → 10
    expect(seen).toEqual([1, 5, 10]);
  });

  it("flush delivers the pending position on pointer up, cancel drops it", () => {
    const { clock, advance } = fakeClock();
    const seen: number[] = [];
    const move = throttle((x: number) => seen.push(x), 50, clock);
    move(1);
    advance(5);
    move(2);
    move.flush();
    expect(seen).toEqual([1, 2]);
    advance(5);
    move(3);
    move.cancel();
    advance(100);
    expect(seen).toEqual([1, 2]);
  });
});
