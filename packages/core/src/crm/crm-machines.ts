// The CRM's state machines (SPEC §4), each a table plus a pure transition function, and what a
// contract's move means for its customer. Nothing here reads a clock: "today" is handed in.
import type { ContractEvent, ContractState } from "../workflows/contract-machine.ts";
import type { Satisfaction } from "./customer-fields.ts";

// ---- Customer tracking: not tracked / tracking / ended ----------------------------------

export const TRACK_STATES = ["not_tracked", "tracking", "ended"] as const;
export type TrackState = (typeof TRACK_STATES)[number];

/**
 * The track status a follow-up may leave a customer in, from the one it has: a customer being
 * tracked never goes back to "not tracked"; an ended one may be taken up again.
 */
export const TRACK_MOVES: Record<TrackState, readonly TrackState[]> = {
  not_tracked: ["not_tracked", "tracking", "ended"],
  tracking: ["tracking", "ended"],
  ended: ["ended", "tracking"],
};

export type CrmRefusal = "crm.track_refused" | "crm.visit_refused" | "crm.satisfaction_required";

export type Outcome<S> = { ok: true; state: S } | { ok: false; refusal: CrmRefusal };

/** The customer's track status after a follow-up that records `wanted`. */
export function trackTransition(current: TrackState, wanted: TrackState): Outcome<TrackState> {
  return TRACK_MOVES[current].includes(wanted)
    ? { ok: true, state: wanted }
    : { ok: false, refusal: "crm.track_refused" };
}

// ---- Return visits: not started / returning / ended ------------------------------------

export const VISIT_STATES = ["not_started", "returning", "ended"] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export const VISIT_EVENTS = ["start", "finish", "reopen"] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];

type VisitRule = { from: readonly VisitState[]; to: VisitState; needsSatisfaction?: true };

/** Finishing a visit records how satisfied the customer is; a finished one can be reopened. */
export const VISIT_TRANSITIONS: Record<VisitEvent, VisitRule> = {
  start: { from: ["not_started"], to: "returning" },
  finish: { from: ["not_started", "returning"], to: "ended", needsSatisfaction: true },
  reopen: { from: ["ended"], to: "returning" },
};

export function visitTransition(
  state: VisitState,
  event: VisitEvent,
  satisfaction: Satisfaction | null,
): Outcome<VisitState> {
  const rule = VISIT_TRANSITIONS[event];
  if (!rule.from.includes(state)) return { ok: false, refusal: "crm.visit_refused" };
  if (rule.needsSatisfaction && satisfaction === null)
    return { ok: false, refusal: "crm.satisfaction_required" };
  return { ok: true, state: rule.to };
}

/** The events a visit in `state` offers. */
export function visitEvents(state: VisitState): VisitEvent[] {
  return VISIT_EVENTS.filter((event) => VISIT_TRANSITIONS[event].from.includes(state));
}

// ---- What a contract's move does to its customer ---------------------------------------

/**
 * "mark_deal": the customer becomes a deal (SPEC §4: when a contract reaches agreement).
 * "open_return_visit": a return visit is due for the contract (when it is delivered).
 */
export type CustomerEffect = "mark_deal" | "open_return_visit";

export const CONTRACT_STATE_EFFECTS: Partial<Record<ContractState, readonly CustomerEffect[]>> = {
  agreement: ["mark_deal"],
  delivered: ["open_return_visit"],
};

/**
 * What the customer of a contract that reached `to` by `event` gets. A revert gives nothing (a
 * deal stays a deal; a contract delivered twice has one return visit, which the store keeps).
 */
export function customerEffects(event: ContractEvent, to: ContractState): readonly CustomerEffect[] {
  if (event === "revert") return [];
  return CONTRACT_STATE_EFFECTS[to] ?? [];
}

// ---- Follow-ups due ----------------------------------------------------------------------

export type Due = "overdue" | "today" | "later" | "none";

/**
 * Whether a follow-up's next date calls for a follow-up on `today` (both "YYYY-MM-DD"; the
 * ISO form compares as text). Tracking that ended calls for nothing.
 */
export function followUpDue(nextDate: string | null, today: string, track: TrackState): Due {
  if (nextDate === null || track === "ended") return "none";
  if (nextDate < today) return "overdue";
  return nextDate === today ? "today" : "later";
}
