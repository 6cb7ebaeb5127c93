/** Time left until the activity's end, split for display; null once it has ended. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** endMs and nowMs are epoch milliseconds. */
export function countdown(endMs: number, nowMs: number): Countdown | null {
  const left = Math.floor((endMs - nowMs) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
