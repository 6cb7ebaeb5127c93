import { describe, expect, it } from "vitest";
import {
  EDITIONS,
  type EntitlementAccount,
  editionModules,
  editionOf,
  hasEdition,
  isAccountExpired,
  MODULES,
  missingEntitlement,
  RENDERING_NEED,
  THREE_D_NEED,
  upgradesFrom,
} from "./entitlements.ts";

const paid: EntitlementAccount = {
  permanent: 0,
  is_ty: 0,
  expiration_time: "2026-12-31",
  ty_expiration_time: null,
  version_type: 3,
  company_modules: { script: 1, polygon: -1 },
};
const today = "2026-11-25";

describe("expiry (SPEC §6 rule 6)", () => {
  it("compares the day: the last day is still open, the day after is not", () => {
    expect(isAccountExpired({ ...paid, expiration_time: "2026-11-25 23:59:59" }, today)).toBe(false);
    expect(isAccountExpired({ ...paid, expiration_time: "2026-11-24" }, today)).toBe(true);
  });
  it("reads the trial date while on trial, and never expires a permanent account or one without a date", () => {
    const trial = { ...paid, is_ty: 1, expiration_time: "2030-01-01", ty_expiration_time: "2025-01-01" };
    expect(isAccountExpired(trial, today)).toBe(true);
    expect(isAccountExpired({ ...trial, permanent: 1 }, today)).toBe(false);
    expect(isAccountExpired({ ...paid, expiration_time: null }, today)).toBe(false);
  });
});

describe("editions and modules", () => {
  it("orders editions by what they include: ultimate includes pro includes design; unknown codes count as design", () => {
    expect(hasEdition(6, "pro")).toBe(true);
    expect(hasEdition(3, "ultimate")).toBe(false);
    expect(editionOf(7)).toBe("design");
    expect(hasEdition(7, "pro")).toBe(false);
  });
  it("reads SPEC §3's codes 4, 5 and 8 as the business, CRM and factory editions, each its modules", () => {
    expect([editionOf(4), editionOf(5), editionOf(8)]).toEqual(["business", "crm", "factory"]);
    expect(editionModules(5)).toEqual(["crm"]);
    expect(editionModules(4)).toEqual(["crm", "finance"]);
    expect(editionModules(8)).toEqual(["script", "warehouse", "workshop"]);
    // the CRM edition does not make pro's calculation usable, nor pro the CRM
    expect(hasEdition(5, "pro")).toBe(false);
    expect(hasEdition(3, "crm")).toBe(false);
    expect(hasEdition(4, "crm")).toBe(true);
  });
  it("upgrades only to an edition that includes the current one", () => {
    expect(upgradesFrom(EDITIONS.crm.versionType)).toEqual(["business", "brandFactory"]);
    expect(upgradesFrom(EDITIONS.pro.versionType)).toEqual([
      "profileSupplier",
      "ultimate",
      "factory",
      "brandFactory",
    ]);
    expect(upgradesFrom(EDITIONS.brandFactory.versionType)).toEqual([]);
  });
  it("gives every edition its own version type code", () => {
    const codes = Object.values(EDITIONS).map((e) => e.versionType);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [name, edition] of Object.entries(EDITIONS)) expect(editionOf(edition.versionType)).toBe(name);
  });
  it("names what is missing, expiry first", () => {
    expect(missingEntitlement(paid, { module: "script" }, today)).toBeNull();
    expect(missingEntitlement(paid, { module: "polygon" }, today)).toEqual({
      kind: "module",
      module: "polygon",
    });
    expect(missingEntitlement(paid, { edition: "ultimate" }, today)).toEqual({
      kind: "edition",
      edition: "ultimate",
    });
    const expired = { ...paid, expiration_time: "2025-01-01" };
    expect(missingEntitlement(expired, { module: "polygon" }, today)).toEqual({ kind: "expired" });
    expect(missingEntitlement(expired, { openWhenExpired: true }, today)).toBeNull();
  });
  it("says what the script module unlocks", () => {
    expect(MODULES.script.unlocks).toContain("cutting");
  });
});

describe("3D and real-scene rendering (SPEC §6)", () => {
  const trial = { ...paid, is_ty: 1, ty_expiration_time: "2026-12-31", company_modules: {} };
  it("lets a paid account use 3D without the rendering module, and a trial account only with it (its one-day trial)", () => {
    expect(missingEntitlement(paid, THREE_D_NEED, today)).toBeNull();
    expect(missingEntitlement(trial, THREE_D_NEED, today)).toEqual({ kind: "module", module: "rendering" });
    expect(
      missingEntitlement({ ...trial, company_modules: { rendering: 1 } }, THREE_D_NEED, today),
    ).toBeNull();
    expect(missingEntitlement({ ...trial, company_modules: { rendering: -1 } }, THREE_D_NEED, today)).toEqual(
      {
        kind: "module",
        module: "rendering",
      },
    );
  });
  it("asks every account for the rendering module to render a scene, and sells it", () => {
    expect(missingEntitlement(paid, RENDERING_NEED, today)).toEqual({ kind: "module", module: "rendering" });
    expect(
      missingEntitlement({ ...paid, company_modules: { rendering: 1 } }, RENDERING_NEED, today),
    ).toBeNull();
    expect(missingEntitlement(trial, RENDERING_NEED, today)).toEqual({ kind: "module", module: "rendering" });
    expect(MODULES.rendering.onSale).toBe(true);
  });
  it("refuses an expired trial first, whatever it holds", () => {
    const over = { ...trial, ty_expiration_time: "2026-11-01", company_modules: { rendering: 1 } };
    expect(missingEntitlement(over, THREE_D_NEED, today)).toEqual({ kind: "expired" });
  });
});
