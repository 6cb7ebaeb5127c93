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

function allowedFor(state: ContractState, event: ContractEvent) {
  return ALLOWED.find((line) => line.startsWith(`${state} ${event} `))?.split(" ")[2];
}

const cases = CONTRACT_STATES.flatMap((state) => CONTRACT_EVENTS.map((event) => [state, event] as const));

describe("contract state machine", () => {
  it.each(cases)("a direct factory: %s + %s follows the table", (state, event) => {
    const result = transition(state, { event, reason: "customer changed the size" }, directFactory);
    const expected = allowedFor(state, event);
    if (expected) expect(result).toEqual({ ok: true, state: expected });
    else expect(result).toEqual({ ok: false, refusal: "contract.transition_refused" });
  });

  it.each(cases)("a dealer: %s + %s — signs and settles only", (state, event) => {
    const result = transition(state, { event, reason: "r" }, dealer);
    const expected = allowedFor(state, event);
    if (!expected) expect(result).toEqual({ ok: false, refusal: "contract.transition_refused" });
    else if (event === "sign" || event === "confirm_balance")
      expect(result).toEqual({ ok: true, state: expected });
    else expect(result).toEqual({ ok: false, refusal: "contract.dealer_cannot_edit" });
  });

  it.each(cases)(
    "a factory holding a dealer's contract: %s + %s — everything but signing",
    (state, event) => {
      const result = transition(state, { event, reason: "r" }, receivingFactory);
      const expected = allowedFor(state, event);
      if (!expected) expect(result).toEqual({ ok: false, refusal: "contract.transition_refused" });
      else if (event === "sign") expect(result).toEqual({ ok: false, refusal: "access.no_permission" });
      else expect(result).toEqual({ ok: true, state: expected });
    },
  );

  it.each(cases)("a sub-account: %s + %s needs exactly its permission", (state, event) => {
    const expected = allowedFor(state, event);
    const without = transition(
      state,
      { event, reason: "r" },
      { sides: ["owner", "factory"], permanents: {} },
    );
    const withIt = transition(
      state,
      { event, reason: "r" },
      { sides: ["owner", "factory"], permanents: { [REQUIRED[event]]: "1" } },
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
    );
    if (!expected) {
      expect(without).toEqual({ ok: false, refusal: "contract.transition_refused" });
      return;
    }
    const denied = { ok: false, refusal: DENIED_KEY[event] ?? "access.no_permission" };
    expect(without).toEqual(denied);
    expect(withOthers).toEqual(denied);
    expect(withIt).toEqual({ ok: true, state: expected });
  });

  it("refuses a revert without a reason, even for the factory", () => {
    expect(transition("production", { event: "revert" }, directFactory)).toEqual({
      ok: false,
      refusal: "contract.reason_required",
    });
    expect(transition("production", { event: "revert", reason: "  " }, directFactory)).toEqual({
      ok: false,
      refusal: "contract.reason_required",
    });
  });

  it("a dealer can never bring a contract back to intent", () => {
    for (const state of CONTRACT_STATES) {
      const result = transition(state, { event: "revert", reason: "please" }, dealer);
      expect(result.ok).toBe(false);
    }
  });

  it("lists the buttons an actor may press", () => {
    expect(availableEvents("intent", directFactory)).toEqual(["sign"]);
    expect(availableEvents("production", dealer)).toEqual(["confirm_balance"]);
    expect(availableEvents("production", receivingFactory)).toEqual(["finish", "confirm_balance", "revert"]);
  });
});
