import { describe, expect, it } from "vitest";
import { EDITIONS, MODULES, SEAT_PRICE, TEAM_SEATS } from "./entitlements.ts";
import {
  type AccountState,
  activatesAccount,
  addTerms,
  applyPurchase,
  daysLeft,
  effectiveModules,
  priceWithCoupon,
  prorate,
  quotePurchase,
  TEAM_YEAR_FEN,
} from "./purchase.ts";

const today = "2026-11-25";
const trial: AccountState = {
  versionType: 1,
  isTrial: 1,
  permanent: 0,
  expiresOn: null,
  seats: null,
  modules: { script: 1 },
};
const paid: AccountState = {
  versionType: 1,
  isTrial: 0,
  permanent: 0,
  expiresOn: "2027-05-24",
  seats: 0,
  modules: {},
};

describe("the price table (SPEC §9)", () => {
  it("sells the editions at 980, 1980 and 2980 a year and the two-seat team at 3980", () => {
    expect([EDITIONS.design.price.year, EDITIONS.pro.price.year, EDITIONS.ultimate.price.year]).toEqual([
      98_000, 198_000, 298_000,
    ]);
    expect(TEAM_SEATS).toBe(2);
    expect(TEAM_YEAR_FEN).toBe(398_000);
  });
  it("prices every module, rendering included, in whole fen", () => {
    expect(Object.keys(MODULES)).toEqual([
      "script",
      "polygon",
      "crm",
      "finance",
      "warehouse",
      "workshop",
      "rendering",
    ]);
    for (const m of Object.values(MODULES)) expect(Number.isInteger(m.price) && m.price > 0).toBe(true);
  });
});

describe("days and terms", () => {
  it("counts the days left with both ends and none after expiry", () => {
    expect(daysLeft("2026-11-25", today)).toBe(1);
    expect(daysLeft("2026-11-24", today)).toBe(0);
    expect(daysLeft("2027-11-24", today)).toBe(365);
    expect(daysLeft(null, today)).toBe(0);
  });
  it("adds calendar months clamped to the month's end, years and days", () => {
    expect(addTerms("2026-01-31", "month", 1)).toBe("2026-02-28");
    expect(addTerms("2028-02-29", "year", 1)).toBe("2029-02-28");
    expect(addTerms("2026-12-31", "day", 1)).toBe("2027-01-01");
    expect(addTerms("2026-11-25", "month", 14)).toBe("2028-01-25");
  });
  it("prorates to the nearest fen", () => {
    expect(prorate(100_000, 365)).toBe(100_000);
    expect(prorate(100_000, 1)).toBe(274); // 273.97…
    expect(prorate(100_000, 0)).toBe(0);
    expect(prorate(73, 5)).toBe(1); // exactly 1.0
  });
});

describe("quotes", () => {
  it("an upgrade costs the year difference for the days left", () => {
    const left = daysLeft(paid.expiresOn, today); // 181
    expect(left).toBe(181);
    const q = quotePurchase(paid, { kind: "upgrade", edition: "pro" }, today);
    expect(q).toEqual({ ok: true, amountFen: prorate(100_000, 181), daysLeft: 181 });
    expect(q.ok && q.amountFen).toBe(49_589);
  });
  it("refuses an upgrade to the same or a lower edition, and an expired account is told to renew", () => {
    expect(quotePurchase({ ...paid, versionType: 3 }, { kind: "upgrade", edition: "pro" }, today)).toEqual({
      ok: false,
      refusal: "purchase.not_higher",
    });
    expect(
      quotePurchase({ ...paid, expiresOn: "2026-11-01" }, { kind: "upgrade", edition: "pro" }, today),
    ).toEqual({
      ok: false,
      refusal: "purchase.expired_renew_first",
    });
  });
  it("a trial upgrade is a year of the edition", () => {
    expect(quotePurchase(trial, { kind: "upgrade", edition: "pro" }, today)).toEqual({
      ok: true,
      amountFen: 198_000,
      daysLeft: 0,
    });
  });
  it("trial accounts cannot buy seats or modules (SPEC §6)", () => {
    expect(quotePurchase(trial, { kind: "seats", count: 1 }, today)).toEqual({
      ok: false,
      refusal: "trial.no_purchase",
    });
    expect(quotePurchase(trial, { kind: "module", module: "crm" }, today)).toEqual({
      ok: false,
      refusal: "trial.no_purchase",
    });
  });
  it("seats and modules cost the prorated year; a module held is not sold twice", () => {
    expect(quotePurchase(paid, { kind: "seats", count: 3 }, today)).toEqual({
      ok: true,
      amountFen: prorate(SEAT_PRICE.year, 181) * 3,
      daysLeft: 181,
    });
    expect(quotePurchase({ ...paid, modules: { crm: 1 } }, { kind: "module", module: "crm" }, today)).toEqual(
      {
        ok: false,
        refusal: "other.already_purchased",
      },
    );
  });
  it("a calculation edition includes its modules: usable without buying them, and not sold again", () => {
    // design (1) includes none; pro (3) the calculation (script); ultimate (6) special shapes too.
    expect(effectiveModules({}, 1)).toEqual({});
    expect(effectiveModules({ crm: 1 }, 3)).toEqual({ crm: 1, script: 1 });
    expect(effectiveModules({ script: -1 }, 6)).toEqual({ script: 1, polygon: 1 });
    const pro = { ...paid, versionType: EDITIONS.pro.versionType };
    expect(quotePurchase(pro, { kind: "module", module: "script" }, today)).toEqual({
      ok: false,
      refusal: "other.already_purchased",
    });
    expect(quotePurchase(pro, { kind: "module", module: "polygon" }, today)).toMatchObject({ ok: true });
  });
  it("a renewal includes the seats and the modules held", () => {
    const state = { ...paid, seats: 2, modules: { crm: 1, polygon: -1 } };
    const q = quotePurchase(state, { kind: "edition", edition: "design", term: "year", quantity: 2 }, today);
    expect(q).toEqual({ ok: true, amountFen: (98_000 + 2 * 50_000 + 60_000) * 2, daysLeft: 181 });
    expect(
      quotePurchase(state, { kind: "edition", edition: "pro", term: "year", quantity: 1 }, today),
    ).toEqual({
      ok: false,
      refusal: "purchase.use_upgrade",
    });
  });
  it("issue 30: a module bought before an upgrade to an edition that includes it is not charged again on renewal", () => {
    // a design account bought the CRM module, then upgraded to the CRM edition, which includes it
    const state = { ...paid, versionType: EDITIONS.crm.versionType, modules: { crm: 1, finance: 1 } };
    const q = quotePurchase(state, { kind: "edition", edition: "crm", term: "year", quantity: 1 }, today);
    expect(q).toEqual({
      ok: true,
      amountFen: EDITIONS.crm.price.year + MODULES.finance.price,
      daysLeft: 181,
    });
  });
  it("issue 30: upgrades go only to an edition that includes the current one (CRM is not below pro)", () => {
    const crm = { ...paid, versionType: EDITIONS.crm.versionType };
    expect(quotePurchase(crm, { kind: "upgrade", edition: "pro" }, today)).toEqual({
      ok: false,
      refusal: "purchase.not_higher",
    });
    expect(quotePurchase(crm, { kind: "upgrade", edition: "business" }, today)).toEqual({
      ok: true,
      amountFen: prorate(EDITIONS.business.price.year - EDITIONS.crm.price.year, 181),
      daysLeft: 181,
    });
  });
});

describe("what a paid order grants", () => {
  it("a renewal runs on from the current expiry; an expired one from today", () => {
    const renewed = applyPurchase(
      paid,
      { kind: "edition", edition: "design", term: "year", quantity: 1 },
      today,
    );
    expect(renewed.expiresOn).toBe("2028-05-24");
    const late = applyPurchase(
      { ...paid, expiresOn: "2026-10-01" },
      { kind: "edition", edition: "design", term: "month", quantity: 1 },
      today,
    );
    expect(late.expiresOn).toBe("2026-12-24");
  });
  it("a trial upgrade leaves the trial with a year of the edition and no seats", () => {
    expect(applyPurchase(trial, { kind: "upgrade", edition: "pro" }, today)).toEqual({
      ...trial,
      versionType: 3,
      isTrial: 0,
      expiresOn: "2027-11-24",
      seats: 0,
    });
  });
  it("a paid upgrade keeps the expiry; seats add up; a module becomes usable", () => {
    const up = applyPurchase(paid, { kind: "upgrade", edition: "ultimate" }, today);
    expect([up.versionType, up.expiresOn]).toEqual([6, paid.expiresOn]);
    expect(applyPurchase({ ...paid, seats: 2 }, { kind: "seats", count: 3 }, today).seats).toBe(5);
    expect(applyPurchase(paid, { kind: "module", module: "crm" }, today).modules).toEqual({ crm: 1 });
  });
});

describe("a coupon at purchase (SPEC §3 coupon activity)", () => {
  const upgrade = { kind: "upgrade", edition: "pro" } as const;
  it("takes its money off the price", () => {
    expect(priceWithCoupon(upgrade, 49_589, 5_000)).toEqual({ ok: true, amountFen: 44_589 });
  });
  it("does not apply to a top-up, nor when it is worth the whole price", () => {
    expect(priceWithCoupon({ kind: "topup", amountFen: 10_000 }, 10_000, 100)).toEqual({
      ok: false,
      refusal: "coupon.not_for_topup",
    });
    expect(priceWithCoupon(upgrade, 5_000, 5_000)).toEqual({ ok: false, refusal: "coupon.exceeds_price" });
  });
});

describe("account activation (SPEC §8)", () => {
  const today = "2026-11-30";
  const edition = { kind: "edition", edition: "pro", term: "year", quantity: 1 } as const;
  const trial = { permanent: 0, is_ty: 1, expiration_time: "", ty_expiration_time: "2026-12-05" };
  const valid = { permanent: 0, is_ty: 0, expiration_time: "2027-03-01", ty_expiration_time: "" };
  const expired = { ...valid, expiration_time: "2026-11-29 23:59:59" };

  it("is an edition taken by a trial account or an expired one", () => {
    expect(activatesAccount(trial, edition, today)).toBe(true);
    expect(activatesAccount(expired, edition, today)).toBe(true);
  });

  it("is not a renewal of a valid account, a module, seats or a top-up, nor anything for a permanent one", () => {
    expect(activatesAccount(valid, edition, today)).toBe(false);
    expect(activatesAccount(trial, { kind: "module", module: "crm" }, today)).toBe(false);
    expect(activatesAccount(expired, { kind: "seats", count: 1 }, today)).toBe(false);
    expect(activatesAccount(trial, { kind: "topup", amountFen: 1_000 }, today)).toBe(false);
    expect(activatesAccount({ ...expired, permanent: 1 }, edition, today)).toBe(false);
  });
});
