// The state of one production unit (one physical window) as it passes the company's links:
// which link is current, what a scan does, what withdrawing a finished link does, and when a
// link is overdue. Pure: the server keeps the finished links as rows and asks these functions.
import type { LinkSetting, WorkshopLink } from "./links.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §4 link (process scan) status. */
export const LINK_STATUSES = ["processing", "finished", "overdue", "unassigned"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** One finished link of a unit. */
export type FinishedLink = { link: WorkshopLink; workerId: number; at: Date };

export type UnitState = {
  /** When the contract was arranged (production started for this unit). */
  arrangedAt: Date;
  finished: readonly FinishedLink[];
};

/**
 * The link the unit is at: the first link of the set-up (in order) not finished yet; null when
 * every link is finished. Links are done in order, so this is where the next scan lands.
 */
export function currentLink(
  setup: readonly LinkSetting[],
  finished: readonly FinishedLink[],
): WorkshopLink | null {
  const done = new Set(finished.map((f) => f.link));
  return setup.find((s) => !done.has(s.link))?.link ?? null;
}

/** When the link is due: the arrangement plus the expected days of it and every link before it. */
export function linkDueAt(setup: readonly LinkSetting[], arrangedAt: Date, link: WorkshopLink): Date | null {
  let days = 0;
  for (const s of setup) {
    days += s.expectedDays;
    if (s.link === link) return new Date(arrangedAt.getTime() + days * DAY_MS);
  }
  return null;
}

/**
 * The status of one link of a unit at `now`: finished when scanned; otherwise overdue when its
 * due time has passed; otherwise processing when it is the current link and someone is bound
 * to it, unassigned when nobody is (it cannot be scanned yet — SPEC §5).
 */
export function linkStatus(
  setup: readonly LinkSetting[],
  unit: UnitState,
  link: WorkshopLink,
  now: Date,
  boundLinks: ReadonlySet<WorkshopLink>,
): LinkStatus {
  if (unit.finished.some((f) => f.link === link)) return "finished";
  const due = linkDueAt(setup, unit.arrangedAt, link);
  if (due && now.getTime() > due.getTime()) return "overdue";
  if (!boundLinks.has(link)) return "unassigned";
  return "processing";
}

/** True when the unit's current link is past its due time. */
export function isUnitOverdue(setup: readonly LinkSetting[], unit: UnitState, now: Date): boolean {
  const link = currentLink(setup, unit.finished);
  if (!link) return false;
  const due = linkDueAt(setup, unit.arrangedAt, link);
  return due !== null && now.getTime() > due.getTime();
}

export type ScanRefusal = "workshop.scan_repeated" | "workshop.link_not_bound" | "workshop.unit_complete";

export type ScanResult = { ok: true; link: WorkshopLink } | { ok: false; refusal: ScanRefusal };

/**
 * How long after a worker's scan finished a link of a unit another scan of that unit by them is
 * the same scan event (a camera reading the label again, a handheld scanner's double trigger, a
 * double tap, a piece label of the same unit), refused as a repeat (SPEC §5: "a repeated scan is
 * refused"; SPEC names no duration). A worker bound to the next link too finishes it with a scan
 * after this window: one scan event moves a unit one link.
 */
export const REPEAT_SCAN_WINDOW_MS = 60_000;

/**
 * What a worker's scan of a unit at `now` does: it finishes the unit's current link, by them.
 * Refused as a repeat ("please do not repeat scanning", SPEC §5, §8) when the worker finished a
 * link of this unit less than REPEAT_SCAN_WINDOW_MS ago, or already finished one and is not bound
 * to the current one; when the unit is finished; when the worker is not bound to the current
 * link ("a link must be bound to staff first").
 */
export function scanUnit(
  setup: readonly LinkSetting[],
  finished: readonly FinishedLink[],
  workerId: number,
  workerLinks: ReadonlySet<WorkshopLink>,
  now: Date,
): ScanResult {
  const link = currentLink(setup, finished);
  const mine = finished.filter((f) => f.workerId === workerId);
  if (mine.some((f) => now.getTime() - f.at.getTime() < REPEAT_SCAN_WINDOW_MS))
    return { ok: false, refusal: "workshop.scan_repeated" };
  const scannedBefore = mine.length > 0;
  if (link === null)
    return { ok: false, refusal: scannedBefore ? "workshop.scan_repeated" : "workshop.unit_complete" };
  if (!workerLinks.has(link))
    return { ok: false, refusal: scannedBefore ? "workshop.scan_repeated" : "workshop.link_not_bound" };
  return { ok: true, link };
}

export type WithdrawRefusal =
  | "workshop.link_not_finished"
  | "workshop.withdraw_not_last"
  | "workshop.reason_required";

/**
 * Withdrawing a finished link (SPEC §4, after confirmation, with a reason): only the last
 * finished link in order may be withdrawn, so the links stay done in order.
 */
export function withdrawRefusal(
  setup: readonly LinkSetting[],
  finished: readonly FinishedLink[],
  link: WorkshopLink,
  reason: string | undefined,
): WithdrawRefusal | null {
  if (!finished.some((f) => f.link === link)) return "workshop.link_not_finished";
  const order = setup.map((s) => s.link);
  const later = finished.some((f) => order.indexOf(f.link) > order.indexOf(link));
  if (later) return "workshop.withdraw_not_last";
  if (!reason?.trim()) return "workshop.reason_required";
  return null;
}

/** `done` of `total` in whole percent, rounded down so that 100 means all (0 of nothing is 0). */
export function wholePercent(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((done * 100) / total);
}

/** Per-link and overall progress of a set of units, in whole percent (floor, so 100 means all). */
export function progress(
  setup: readonly LinkSetting[],
  units: readonly { finished: readonly { link: WorkshopLink }[] }[],
): { perLink: { link: WorkshopLink; done: number; total: number; percent: number }[]; percent: number } {
  const total = units.length;
  const perLink = setup.map(({ link }) => {
    const done = units.filter((u) => u.finished.some((f) => f.link === link)).length;
    return { link, done, total, percent: wholePercent(done, total) };
  });
  const steps = total * setup.length;
  const doneSteps = perLink.reduce((sum, l) => sum + l.done, 0);
  return { perLink, percent: wholePercent(doneSteps, steps) };
}
