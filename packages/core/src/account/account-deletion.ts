// Account deletion (SPEC §4, §9): a request is completed within 1 to 5 working days. The
// request waits DELETION_WAIT_WORKING_DAYS working days (the user may cancel meanwhile); the
// daily job completes every request due on or before its day, so a request is done on its due
// day, well inside the five. Working days here are Monday to Friday.

/** Working days between the request and its completion (SPEC: 1 to 5). */
export const DELETION_WAIT_WORKING_DAYS = 1;
export const DELETION_MAX_WORKING_DAYS = 5;

export const DELETION_STATUSES = ["pending", "cancelled", "completed"] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" plus n working days (Monday–Friday); a request on a weekend counts from Monday. */
export function addWorkingDays(day: string, n: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a count of working days: ${n}`);
  let t = Date.parse(`${day}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    t += DAY_MS;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(t).toISOString().slice(0, 10);
}

/** The day a deletion requested on `day` is completed. */
export const deletionDueOn = (day: string) => addWorkingDays(day, DELETION_WAIT_WORKING_DAYS);

/** Who may move a request where: the user cancels a pending one; the job completes a due one. */
export function nextDeletionStatus(
  from: DeletionStatus,
  action: "cancel" | "complete",
): DeletionStatus | null {
  if (from !== "pending") return null;
  return action === "cancel" ? "cancelled" : "completed";
}
