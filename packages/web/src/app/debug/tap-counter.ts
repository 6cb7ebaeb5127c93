/** Eight taps on the logo toggle the debug console (SPEC §2). */
export const DEBUG_TAPS = 8;
/** Taps further apart than this start a new count. */
export const TAP_GAP_MS = 1000;

/** Returns a tap handler that answers true on every eighth quick tap. */
export function createTapCounter(taps = DEBUG_TAPS, gapMs = TAP_GAP_MS): (nowMs: number) => boolean {
  let count = 0;
  let last = Number.NEGATIVE_INFINITY;
  return (nowMs) => {
    count = nowMs - last <= gapMs ? count + 1 : 1;
    last = nowMs;
    if (count < taps) return false;
    count = 0;
    return true;
  };
}

/** debug=1 in the query also shows the console. */
export function debugRequested(search: string): boolean {
  return new URLSearchParams(search).get("debug") === "1";
}
