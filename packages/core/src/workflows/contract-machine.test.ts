import { describe, expect, it } from "vitest";
import type { PermissionKey } from "../account/permissions.ts";
import {
  availableEvents,
  CONTRACT_EVENTS,
  CONTRACT_STATES,
  type ContractActor,
  type ContractEvent,
  type ContractState,
  transition,
} from "./contract-machine.ts";

// Every transition a factory selling direct (main account) may make, written out by hand.
const ALLOWED: readonly string[] = [
  "intent sign agreement",
  "agreement design_review review",
  "agreement confirm_deposit deposit",
  "review confirm_deposit deposit",
  "agreement arrange production",
  "review arrange production",
  "deposit arrange production",
  "production finish finished",
  "finished deliver delivered",
  "agreement confirm_balance settled",
  "review confirm_balance settled",
  "deposit confirm_balance settled",
  "production confirm_balance settled",
  "finished confirm_balance settled",
  "delivered confirm_balance settled",
  "agreement revert intent",
  "review revert agreement",
  "deposit revert review",
  "production revert agreement",
  "finished revert production",
  "delivered revert finished",
  "settled revert delivered",
];

const directFactory: ContractActor = { sides: ["owner", "factory"], permanents: null };
const dealer: ContractActor = { sides: ["owner"], permanents: null };
const receivingFactory: ContractActor = { sides: ["factory"], permanents: null };

const REQUIRED: Record<ContractEvent, PermissionKey> = {
  sign: "edit_order",
  design_review: "design_review",
  confirm_deposit: "financial_audit",
  arrange: "workshop_arrange",
  finish: "workshop_finish",
  deliver: "workshop_deliver",
  confirm_balance: "financial_audit",
  revert: "workshop_revert",
};

const DENIED_KEY: Partial<Record<ContractEvent, string>> = {
  arrange: "access.no_schedule_rights",
  finish: "access.no_finish_rights",
  deliver: "access.no_deliver_rights",
  revert: "access.no_revert_rights",
};

/** Nothing left to pay: the money guard holds. */
const PAID = { balanceFen: 0 };

/** Signing makes the contract's intention orders formal; nothing else has a side effect. */
const EFFECTS: Partial<Record<ContractEvent, string[]>> = {
  sign: ["formalize_intent_orders"],
  arrange: ["create_production_units"],
};
const effectsOf = (event: ContractEvent) => EFFECTS[event] ?? [];

function allowedFor(state: ContractState, event: ContractEvent) {
  return ALLOWED.find((line) => line.startsWith(`${state} ${event} `))?.split(" ")[2];
}

const cases = CONTRACT_STATES.flatMap((state) => CONTRACT_EVENTS.map((event) => [state, event] as const));

describe("contract state machine", () => {
  it.each(cases)("a direct factory: %s + %s follows the table", (state, event) => {
    const result = transition(state, { event, reason: "customer changed the size" }, directFactory, PAID);
    const expected = allowedFor(state, event);
    if (expected) expect(result).toEqual({ ok: true, state: expected, effects: effectsOf(event) });
    else expect(result).toEqual({ ok: false, refusal: "contract.transition_refused" });
  });

  it.each(cases)("a dealer: %s + %s — signs and settles only", (state, event) => {
    const result = transition(state, { event, reason: "r" }, dealer, PAID);
    const expected = allowedFor(state, event);
    if (!expected) expect(result).toEqual({ ok: false, refusal: "contract.transition_refused" });
    else if (event === "sign" || event === "confirm_balance")
      expect(result).toEqual({ ok: true, state: expected, effects: effectsOf(event) });
    else expect(result).toEqual({ ok: false, refusal: "contract.dealer_cannot_edit" });
  });

  it.each(cases)(
    "a factory holding a dealer's contract: %s + %s — everything but signing",
    (state, event) => {
      const result = transition(state, { event, reason: "r" }, receivingFactory, PAID);
      const expected = allowedFor(state, event);
      if (!expected) expect(result).toEqual({ ok: false, refusal: "contract.transition_refused" });
      else if (event === "sign") expect(result).toEqual({ ok: false, refusal: "access.no_permission" });
      else expect(result).toEqual({ ok: true, state: expected, effects: effectsOf(event) });
    },
  );

  it.each(cases)("a sub-account: %s + %s needs exactly its permission", (state, event) => {
    const expected = allowedFor(state, event);
    const without = transition(
      state,
      { event, reason: "r" },
      { sides: ["owner", "factory"], permanents: {} },
      PAID,
    );
    const withIt = transition(
      state,
      { event, reason: "r" },
      { sides: ["owner", "factory"], permanents: { [REQUIRED[event]]: "1" } },
      PAID,
    );
    const otherOnly = Object.fromEntries(
      Object.values(REQUIRED)
        .filter((key) => key !== REQUIRED[event])
        .map((key) => [key, "1"]),
    );
    const withOthers = transition(
      state,
      { event, reason: "r" },
      { sides: ["owner", "factory"], permanents: otherOnly },
      PAID,
    );
    if (!expected) {
      expect(without).toEqual({ ok: false, refusal: "contract.transition_refused" });
      return;
    }
    const denied = { ok: false, refusal: DENIED_KEY[event] ?? "access.no_permission" };
    expect(without).toEqual(denied);
    expect(withOthers).toEqual(denied);
    expect(withIt).toEqual({ ok: true, state: expected, effects: effectsOf(event) });
  });

  it("refuses a revert without a reason, even for the factory", () => {
    expect(transition("production", { event: "revert" }, directFactory, PAID)).toEqual({
      ok: false,
      refusal: "contract.reason_required",
    });
    expect(transition("production", { event: "revert", reason: "  " }, directFactory, PAID)).toEqual({
      ok: false,
      refusal: "contract.reason_required",
    });
  });

  it("a dealer can never bring a contract back to intent", () => {
    for (const state of CONTRACT_STATES) {
      const result = transition(state, { event: "revert", reason: "please" }, dealer, PAID);
      expect(result.ok).toBe(false);
    }
  });

  it("lists the buttons an actor may press", () => {
    expect(availableEvents("intent", directFactory)).toEqual(["sign"]);
    expect(availableEvents("production", dealer)).toEqual(["confirm_balance"]);
    expect(availableEvents("production", receivingFactory)).toEqual(["finish", "confirm_balance", "revert"]);
  });

  it("refuses to settle while a balance is left, from every state that may settle", () => {
    const settling = CONTRACT_STATES.filter((state) => allowedFor(state, "confirm_balance"));
    expect(settling).toHaveLength(6);
    for (const state of settling) {
      expect(transition(state, { event: "confirm_balance" }, directFactory, { balanceFen: 1 })).toEqual({
        ok: false,
        refusal: "contract.balance_outstanding",
      });
      expect(transition(state, { event: "confirm_balance" }, dealer, { balanceFen: 363_400 })).toEqual({
        ok: false,
        refusal: "contract.balance_outstanding",
      });
    }
  });

  it("checks the balance only for settling: a state change refused earlier keeps its own reason", () => {
    expect(transition("intent", { event: "confirm_balance" }, directFactory, { balanceFen: 100 })).toEqual({
      ok: false,
      refusal: "contract.transition_refused",
    });
    expect(transition("intent", { event: "sign" }, directFactory, { balanceFen: 100 })).toEqual({
      ok: true,
      state: "agreement",
      effects: ["formalize_intent_orders"],
    });
  });

  it("shows the settle button while a balance is left (pressing it names the balance)", () => {
    expect(availableEvents("delivered", directFactory)).toContain("confirm_balance");
  });
});

describe("the workshop's part of the machine", () => {
  it("arranging asks for the production units to be made", () => {
    const result = transition("deposit", { event: "arrange" }, directFactory, { balanceFen: 0 });
    expect(result).toEqual({ ok: true, state: "production", effects: ["create_production_units"] });
  });
  it("delivering waits until every production unit is packed", () => {
    expect(
      transition("finished", { event: "deliver" }, directFactory, { balanceFen: 0, unpackedUnits: 2 }),
    ).toEqual({
      ok: false,
      refusal: "workshop.units_not_packed",
    });
    expect(
      transition("finished", { event: "deliver" }, directFactory, { balanceFen: 0, unpackedUnits: 0 }),
    ).toMatchObject({
      ok: true,
      state: "delivered",
    });
  });
});
