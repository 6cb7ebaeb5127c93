/** New registrations are trial accounts for this many days (core's entitlements table, which /official shows). */
export { TRIAL_DAYS } from "@fenestra/core/account/entitlements";

/** Modules a trial company starts with: scripts usable, special shapes not bought. */
export const TRIAL_MODULES = { script: 1, polygon: 0 } as const;

/** "YYYY-MM-DD" (UTC) of `now` plus `days`. */
export function dateAfterDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
