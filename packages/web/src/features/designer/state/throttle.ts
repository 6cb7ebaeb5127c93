// Drag moves reach the editor at most once per DRAG_THROTTLE_MS (SPEC §9), always ending with
// the latest position so the drop lands where the pointer was released. The clock and timer
// are handed in so the behaviour is tested without waiting.

export const DRAG_THROTTLE_MS = 50;

export type Clock = {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type Throttled<A extends unknown[]> = {
  (...args: A): void;
  /** Runs a pending trailing call at once (on pointer up). */
  flush(): void;
  cancel(): void;
};

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  clock: Clock = {
    now: () => performance.now(),
    setTimeout: (f, t) => globalThis.setTimeout(f, t),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let pending: A | null = null;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = clock.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    pending = args;
    const wait = last + ms - clock.now();
    if (wait <= 0) {
      if (timer !== null) clock.clearTimeout(timer);
      fire();
    } else if (timer === null) {
      timer = clock.setTimeout(fire, wait);
    }
  };
  throttled.flush = () => {
    if (timer !== null) clock.clearTimeout(timer);
    fire();
  };
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
