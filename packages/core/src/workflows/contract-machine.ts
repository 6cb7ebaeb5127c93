// The contract state machine (SPEC §4, DESIGN §3.4): one table of allowed transitions with the
// side and permission each needs, and a pure transition(state, event, actor).
import { hasPermission, type Permanents, type PermissionKey } from "../account/permissions.ts";

export const CONTRACT_STATES = [
  "intent",
  "agreement",
  "review",
  "deposit",
  "production",
  "finished",
  "delivered",
  "settled",
] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const CONTRACT_EVENTS = [
  "sign",
  "design_review",
  "confirm_deposit",
  "arrange",
  "finish",
  "deliver",
  "confirm_balance",
  "revert",
] as const;
export type ContractEvent = (typeof CONTRACT_EVENTS)[number];

/**
 * "owner" is the company that sells the contract (a factory selling direct, or a dealer);
 * "factory" is a factory moving a contract through production — its own or one a dealer
 * submitted to it. A dealer is only ever "owner"; a factory selling direct is both.
 */
export type ContractSide = "owner" | "factory";

export type ContractActor = {
  /** The sides the caller's company plays on this contract. */
  sides: readonly ContractSide[];
  /** The sub-account permission map; null for a main account (everything allowed). */
  permanents: Permanents;
};

/**
 * What else a transition does besides changing the state, for the caller to carry out in the
 * same transaction: signing makes the contract's intention orders formal (SPEC §4); arranging
 * production makes one production unit per physical window (the workshop, once per contract).
 */
export const CONTRACT_EFFECTS = ["formalize_intent_orders", "create_production_units"] as const;
export type ContractEffect = (typeof CONTRACT_EFFECTS)[number];

/**
 * A condition that must hold: settling needs nothing left to pay; delivering needs every
 * production unit of the contract packed (a contract with no units has nothing to wait for).
 */
export type ContractGuard = "balance_paid" | "units_packed";

export type TransitionRule = {
  from: readonly ContractState[];
  to: ContractState | "previous";
  side: ContractSide | "either";
  permission: PermissionKey;
  /** Key answered when the permission is missing (SPEC §8 has specific ones for the workshop). */
  deniedKey: ContractRefusal;
  guard?: ContractGuard;
  effects?: readonly ContractEffect[];
};

export type ContractRefusal =
  | "contract.transition_refused"
  | "contract.dealer_cannot_edit"
  | "contract.reason_required"
  | "contract.balance_outstanding"
  | "workshop.units_not_packed"
  | "access.no_permission"
  | "access.no_schedule_rights"
  | "access.no_finish_rights"
  | "access.no_deliver_rights"
  | "access.no_revert_rights";

const WORK_STATES = ["agreement", "review", "deposit"] as const;

/** The whole machine. "previous" follows PREVIOUS_STATE below. */
export const CONTRACT_TRANSITIONS: Record<ContractEvent, TransitionRule> = {
  sign: {
    from: ["intent"],
    to: "agreement",
    side: "owner",
    permission: "edit_order",
    deniedKey: "access.no_permission",
    effects: ["formalize_intent_orders"],
  },
  design_review: {
    from: ["agreement"],
    to: "review",
    side: "factory",
    permission: "design_review",
    deniedKey: "access.no_permission",
  },
  confirm_deposit: {
    from: ["agreement", "review"],
    to: "deposit",
    side: "factory",
    permission: "financial_audit",
    deniedKey: "access.no_permission",
  },
  arrange: {
    from: WORK_STATES,
    to: "production",
    side: "factory",
    permission: "workshop_arrange",
    deniedKey: "access.no_schedule_rights",
    effects: ["create_production_units"],
  },
  finish: {
    from: ["production"],
    to: "finished",
    side: "factory",
    permission: "workshop_finish",
    deniedKey: "access.no_finish_rights",
  },
  deliver: {
    from: ["finished"],
    to: "delivered",
    side: "factory",
    permission: "workshop_deliver",
    deniedKey: "access.no_deliver_rights",
    guard: "units_packed",
  },
  confirm_balance: {
    from: ["agreement", "review", "deposit", "production", "finished", "delivered"],
    to: "settled",
    side: "either",
    permission: "financial_audit",
    deniedKey: "access.no_permission",
    guard: "balance_paid",
  },
  revert: {
    from: ["agreement", "review", "deposit", "production", "finished", "delivered", "settled"],
    to: "previous",
    side: "factory",
    permission: "workshop_revert",
    deniedKey: "access.no_revert_rights",
  },
};

/** Where revert leads: one step back on the main line; production goes back to agreement. */
export const PREVIOUS_STATE: Record<ContractState, ContractState | null> = {
  intent: null,
  agreement: "intent",
  review: "agreement",
  deposit: "review",
  production: "agreement",
  finished: "production",
  delivered: "finished",
  settled: "delivered",
};

export type TransitionInput = { event: ContractEvent; reason?: string };
/**
 * What the machine needs to know about the contract: its balance (fen) and how many of its
 * production units are not packed yet (0 when it has none).
 */
export type ContractFacts = { balanceFen: number; unpackedUnits?: number };
export type TransitionResult =
  | { ok: true; state: ContractState; effects: readonly ContractEffect[] }
  | { ok: false; refusal: ContractRefusal };

/**
 * Applies one event. Order of checks: is the event possible in this state; is the caller on
 * the side that may do it (a dealer may not revert or move production); does a sub-account
 * hold the permission; does a revert give a reason; does the money allow it (settling with a
 * balance left is refused — the caller names the balance).
 */
export function transition(
  state: ContractState,
  input: TransitionInput,
  actor: ContractActor,
  facts: ContractFacts,
): TransitionResult {
  const rule = CONTRACT_TRANSITIONS[input.event];
  if (!rule.from.includes(state)) return { ok: false, refusal: "contract.transition_refused" };
  if (rule.side !== "either" && !actor.sides.includes(rule.side)) {
    // Only the seller signs; only the factory moves production or reverts (SPEC §4, §6).
    return {
      ok: false,
      refusal: rule.side === "factory" ? "contract.dealer_cannot_edit" : "access.no_permission",
    };
  }
  if (!hasPermission(actor.permanents, rule.permission)) return { ok: false, refusal: rule.deniedKey };
  if (input.event === "revert" && !input.reason?.trim())
    return { ok: false, refusal: "contract.reason_required" };
  if (rule.guard === "balance_paid" && facts.balanceFen > 0)
    return { ok: false, refusal: "contract.balance_outstanding" };
  if (rule.guard === "units_packed" && (facts.unpackedUnits ?? 0) > 0)
    return { ok: false, refusal: "workshop.units_not_packed" };
  const to = rule.to === "previous" ? PREVIOUS_STATE[state] : rule.to;
  if (to === null) return { ok: false, refusal: "contract.transition_refused" };
  return { ok: true, state: to, effects: rule.effects ?? [] };
}

/**
 * The events the actor may fire in this state (for showing buttons). Money guards are left
 * out: "settle" shows while a balance is left, and pressing it says how much is unpaid.
 */
export function availableEvents(state: ContractState, actor: ContractActor): ContractEvent[] {
  return CONTRACT_EVENTS.filter((event) => {
    const result = transition(state, { event, reason: "-" }, actor, { balanceFen: 0 });
    return result.ok;
  });
}

/** May a contract in this state be settled at all (the prompt after the last payment asks only then)? */
export function canBeSettled(state: ContractState): boolean {
  return CONTRACT_TRANSITIONS.confirm_balance.from.includes(state);
}

export function isContractState(value: string): value is ContractState {
  return (CONTRACT_STATES as readonly string[]).includes(value);
}
