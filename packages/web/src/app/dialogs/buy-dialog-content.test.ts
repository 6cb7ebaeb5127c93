import { describe, expect, it } from "vitest";
import { buyPromptOfAnswer, buyPromptOfMissing } from "../../shared/state/buy-prompt.ts";
import { buyAction, buyMessageKey, contactPhone, SALES_PHONE } from "./buy-dialog-content.ts";

const main = { fid: 0, is_ty: 0 };

describe("buy prompt", () => {
  it("has its own text for variants 2, 3, 4, 6 and a default", () => {
    const keys = ([2, 3, 4, 6, "default"] as const).map(buyMessageKey);
    expect(new Set(keys).size).toBe(5);
    expect(buyMessageKey(2)).toBe("buy.expired");
  });
  it("shows the inviter's phone when there is one, else the sales line", () => {
    expect(contactPhone("13911112222")).toBe("13911112222");
    expect(contactPhone(null)).toBe(SALES_PHONE);
    expect(contactPhone(" ")).toBe(SALES_PHONE);
  });
  it("takes its variant from what is missing: expiry 2, a module or an edition 3", () => {
    expect(buyPromptOfMissing({ kind: "expired" })).toEqual([2, {}]);
    expect(buyPromptOfMissing({ kind: "module", module: "crm" })).toEqual([3, { module: "crm" }]);
    expect(buyPromptOfMissing({ kind: "edition", edition: "pro" })).toEqual([
      3,
      { edition: "pro", upgrade: true },
    ]);
    expect(buyPromptOfAnswer("purchase.module_needed", "Needs CRM")).toEqual([3, { message: "Needs CRM" }]);
    expect(buyPromptOfAnswer("purchase.expired", "Expired")).toEqual([2, {}]);
    // a trial account refused rendering: the prompt that offers its one-day trial
    expect(buyPromptOfAnswer("trial.no_rendering", "Trial")).toEqual([
      3,
      { message: "Trial", module: "rendering" },
    ]);
    // a trial account refused a clone (SPEC §6): the server's words and the upgrade
    expect(buyPromptOfAnswer("trial.no_clone", "Trial accounts cannot clone")).toEqual([
      3,
      { message: "Trial accounts cannot clone", upgrade: true },
    ]);
  });
  it("leads each variant to where it is bought: renew, the module, an upgrade, the top-up", () => {
    expect(buyAction(2, {}, main)?.to).toBe("/purchase/renew");
    expect(buyAction(3, { module: "crm" }, main)?.to).toBe("/personal-center/purchase?section=modules");
    expect(buyAction(3, { edition: "pro", upgrade: true }, main)?.to).toBe("/purchase/upgrade");
    expect(buyAction(6, {}, main)).toEqual({
      labelKey: "buy.recharge",
      to: "/personal-center/purchase?section=topup",
    });
    expect(buyAction(4, {}, main)?.labelKey).toBe("buy.recharge");
    expect(buyAction("default", {}, main)).toBeNull();
  });
  it("offers a trial account an edition instead of a module, and a sub-account nothing to buy (SPEC §6)", () => {
    expect(buyAction(3, { module: "crm" }, { fid: 0, is_ty: 1 })?.to).toBe("/purchase/upgrade");
    expect(buyAction(2, {}, { fid: 7, is_ty: 0 })).toBeNull();
    expect(buyAction(2, {}, undefined)).toBeNull();
  });
});
