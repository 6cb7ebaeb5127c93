/** A clock tests move by hand, to walk through expiry and rate-limit windows. */
export type TestClock = (() => Date) & { advance(ms: number): void; set(at: Date): void };

export function testClock(start = new Date("2026-03-15T08:00:00Z")): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (at) => {
    now = at.getTime();
  };
  return clock;
}
