import { describe, expect, it } from "vitest";
import { checkCollection, remainingBalance, shouldPromptSettle } from "./collections.ts";
import { type Caller, confirmRefusal, contractEditRefusal, contractSides } from "./contract-access.ts";
import { transition } from "./contract-machine.ts";

const factory: Caller = { companyId: 1, companyRole: "factory", fid: 0, permanents: null };
const dealer: Caller = { companyId: 2, companyRole: "dealer", fid: 0, permanents: null };
const stranger: Caller = { companyId: 3, companyRole: "factory", fid: 0, permanents: null };
const dealerSub = (permanents: Record<string, string>): Caller => ({ ...dealer, fid: 99, permanents });

const direct = { ownerCompanyId: 1, factoryCompanyId: null };
const submitted = { ownerCompanyId: 2, factoryCompanyId: 1 };

describe("contract sides", () => {
  it("gives a factory selling direct both sides, a dealer only the seller's, a stranger none", () => {
    expect(contractSides(direct, factory)).toEqual(["owner", "factory"]);
    expect(contractSides(submitted, dealer)).toEqual(["owner"]);
    expect(contractSides(submitted, factory)).toEqual(["factory"]);
    expect(contractSides(submitted, stranger)).toEqual([]);
    expect(contractSides({ ownerCompanyId: 2, factoryCompanyId: null }, dealer)).toEqual(["owner"]);
  });

  it("lets the factory revert a dealer's contract that the dealer itself cannot", () => {
    const dealerActor = { sides: contractSides(submitted, dealer), permanents: null };
    const factoryActor = { sides: contractSides(submitted, factory), permanents: null };
    expect(
      transition("agreement", { event: "revert", reason: "wrong size" }, dealerActor, { balanceFen: 0 }),
    ).toEqual({
      ok: false,
      refusal: "contract.dealer_cannot_edit",
    });
    expect(
      transition("agreement", { event: "revert", reason: "wrong size" }, factoryActor, { balanceFen: 0 }),
    ).toEqual({
      ok: true,
      state: "intent",
      effects: [],
    });
  });
});

describe("editing a contract", () => {
  const base = { ...submitted, status: "intent" as const, confirmed: false };
  it("lets a dealer edit only an intention contract", () => {
    expect(contractEditRefusal(base, dealer)).toBeNull();
    expect(contractEditRefusal({ ...base, status: "agreement" }, dealer)).toBe("contract.dealer_cannot_edit");
  });
  it("never lets the receiving factory edit the dealer's contract", () => {
    expect(contractEditRefusal(base, factory)).toBe("contract.dealer_cannot_edit");
  });
  it("lets a factory selling direct edit in production but never once settled", () => {
    const own = { ...direct, confirmed: false };
    expect(contractEditRefusal({ ...own, status: "production" }, factory)).toBeNull();
    expect(contractEditRefusal({ ...own, status: "settled" }, factory)).toBe("conflict.settled_contract");
  });
  it("closes a confirmed contract to sub-accounts without edit_order", () => {
    const confirmed = { ...base, confirmed: true };
    expect(contractEditRefusal(confirmed, dealerSub({}))).toBe("contract.confirmed_locked");
    expect(contractEditRefusal(confirmed, dealerSub({ edit_order: "1" }))).toBeNull();
    expect(contractEditRefusal(confirmed, dealer)).toBeNull();
    expect(contractEditRefusal(base, dealerSub({}))).toBeNull();
  });
  it("lets the seller's sub-account confirm only with confirm_contract", () => {
    expect(confirmRefusal(base, dealerSub({}))).toBe("access.no_permission");
    expect(confirmRefusal(base, dealerSub({ confirm_contract: "1" }))).toBeNull();
    expect(confirmRefusal(base, factory)).toBe("contract.dealer_cannot_edit");
  });
});

describe("collections", () => {
  it("refuses zero, fractions and anything above the remaining balance", () => {
    expect(checkCollection(0, 10_000, 0)).toBe("collection.amount_positive");
    expect(checkCollection(10.5, 10_000, 0)).toBe("collection.amount_positive");
    expect(checkCollection(6_001, 10_000, 4_000)).toBe("collection.exceeds_balance");
    expect(checkCollection(6_000, 10_000, 4_000)).toBeNull();
    expect(remainingBalance(10_000, 12_000)).toBe(0);
  });
  it("prompts to settle once everything is paid", () => {
    expect(shouldPromptSettle(10_000, 10_000, "delivered")).toBe(true);
    expect(shouldPromptSettle(10_000, 9_999, "delivered")).toBe(false);
    expect(shouldPromptSettle(10_000, 10_000, "settled")).toBe(false);
    // An intention cannot be settled, so paying it in full asks nothing.
    expect(shouldPromptSettle(10_000, 10_000, "intent")).toBe(false);
  });
});
