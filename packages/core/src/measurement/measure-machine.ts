// The measurement order's state machine (issue 31; SPEC §4 "a measurement order converts to an
// intention order"): one table of allowed transitions with the permission each needs, and a pure
// transition(state, event, actor, facts) as the contract machine has.
import { hasPermission, type Permanents, type PermissionKey } from "../account/permissions.ts";
import { isOpeningMeasured, type Opening } from "./opening-rules.ts";

export const MEASURE_STATES = ["scheduled", "measured", "converted", "cancelled"] as const;
export type MeasureState = (typeof MEASURE_STATES)[number];

export const MEASURE_EVENTS = ["complete", "reopen", "convert", "cancel"] as const;
export type MeasureEvent = (typeof MEASURE_EVENTS)[number];

/** A condition the order must meet: complete needs every opening measured at its 3+3 points. */
export type MeasureGuard = "openings_measured" | "openings_have_templates";

export type MeasureRefusal =
  | "measure.transition_refused"
  | "measure.no_openings"
  | "measure.opening_not_measured"
  | "measure.opening_without_template"
  | "access.no_permission";

export type MeasureRule = {
  from: readonly MeasureState[];
  to: MeasureState;
  /** The key a sub-account needs: a measurer ("measure") records; the office ("edit_order") orders. */
  permission: PermissionKey;
  guards: readonly MeasureGuard[];
};

/** The whole machine. Openings change only while scheduled or measured (OPEN_STATES). */
export const MEASURE_TRANSITIONS: Record<MeasureEvent, MeasureRule> = {
  complete: {
    from: ["scheduled"],
    to: "measured",
    permission: "measure",
    guards: ["openings_measured"],
  },
  reopen: { from: ["measured"], to: "scheduled", permission: "measure", guards: [] },
  convert: {
    from: ["measured"],
    to: "converted",
    permission: "edit_order",
    guards: ["openings_measured", "openings_have_templates"],
  },
  cancel: { from: ["scheduled", "measured"], to: "cancelled", permission: "edit_order", guards: [] },
};

/** States in which openings may still be recorded and changed. */
export const OPEN_STATES: readonly MeasureState[] = ["scheduled", "measured"];

/** What the machine needs to know of the order's openings (those not removed). */
export type MeasureFacts = { openings: number; unmeasured: number; withoutTemplate: number };

/** The facts of an order's openings (the removed ones left out): the server's and the device's alike. */
export function measureFacts(openings: readonly Opening[]): MeasureFacts {
  const live = openings.filter((o) => !o.removed);
  return {
    openings: live.length,
    unmeasured: live.filter((o) => !isOpeningMeasured(o)).length,
    withoutTemplate: live.filter((o) => !o.templateKey).length,
  };
}

export type MeasureTransitionResult =
  | { ok: true; state: MeasureState }
  | { ok: false; refusal: MeasureRefusal };

/**
 * Applies one event. Order of checks: possible in this state (converting twice is refused here:
 * a converted order has no way out); the sub-account's key; at least one opening; the guards.
 */
export function measureTransition(
  state: MeasureState,
  event: MeasureEvent,
  permanents: Permanents,
  facts: MeasureFacts,
): MeasureTransitionResult {
  const rule = MEASURE_TRANSITIONS[event];
  if (!rule.from.includes(state)) return { ok: false, refusal: "measure.transition_refused" };
  if (!hasPermission(permanents, rule.permission)) return { ok: false, refusal: "access.no_permission" };
  if (rule.guards.length > 0 && facts.openings === 0) return { ok: false, refusal: "measure.no_openings" };
  if (rule.guards.includes("openings_measured") && facts.unmeasured > 0)
    return { ok: false, refusal: "measure.opening_not_measured" };
  if (rule.guards.includes("openings_have_templates") && facts.withoutTemplate > 0)
    return { ok: false, refusal: "measure.opening_without_template" };
  return { ok: true, state: rule.to };
}

/** The events the caller may fire in this state (the buttons shown); guards are left to the press. */
export function measureEvents(state: MeasureState, permanents: Permanents): MeasureEvent[] {
  const any: MeasureFacts = { openings: 1, unmeasured: 0, withoutTemplate: 0 };
  return MEASURE_EVENTS.filter((event) => measureTransition(state, event, permanents, any).ok);
}

export function isMeasureState(value: string): value is MeasureState {
  return (MEASURE_STATES as readonly string[]).includes(value);
}
