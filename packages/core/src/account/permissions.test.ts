import { describe, expect, it } from "vitest";
import { hasPermission, isPermissionKey, PERMISSION_KEYS } from "./permissions.ts";

describe("hasPermission", () => {
  it("lets an account without a permission map do everything", () => {
    expect(hasPermission(null, "edit_order")).toBe(true);
    expect(hasPermission(undefined, "finance_all")).toBe(true);
  });

  it("needs the key to be exactly '1' when a map exists", () => {
    expect(hasPermission({ edit_order: "1" }, "edit_order")).toBe(true);
    expect(hasPermission({ edit_order: "0" }, "edit_order")).toBe(false);
    expect(hasPermission({ edit_order: "true" }, "edit_order")).toBe(false);
    expect(hasPermission({}, "edit_order")).toBe(false);
    expect(hasPermission({ get_cost: "1" }, "edit_order")).toBe(false);
  });
});

describe("PERMISSION_KEYS", () => {
  it("holds each SPEC §6 key once, including the four workshop keys", () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    for (const key of ["workshop_arrange", "workshop_finish", "workshop_deliver", "workshop_revert"]) {
      expect(isPermissionKey(key)).toBe(true);
    }
    expect(isPermissionKey("drop_database")).toBe(false);
  });
});
