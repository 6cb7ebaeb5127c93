import { describe, expect, it } from "vitest";
import { localDate } from "../../shared/format/local-date.ts";
import { decideNavigation, type GuardInput, type GuardUser, isSubAccount } from "./guard.ts";
import { mainAccount } from "./guard-users.ts";

const subAccount: GuardUser = { ...mainAccount, fid: 7 };

function go(
  pathname: string,
  over: Partial<GuardInput> & { search?: string; meta?: GuardInput["to"]["meta"] } = {},
) {
  return decideNavigation({
    to: { pathname, search: over.search ?? "", meta: over.meta ?? { auth: true } },
    user: over.user === undefined ? mainAccount : over.user,
    today: over.today ?? "2026-11-22",
  });
}

describe("rule 1: auth routes need a stored user", () => {
  it("sends a signed-out user to /login keeping the query", () => {
    expect(go("/home", { user: null, search: "a=1&b=2" })).toEqual({
      kind: "redirect",
      to: "/login?a=1&b=2",
    });
    expect(go("/home", { user: null })).toEqual({ kind: "redirect", to: "/login" });
  });
  it("lets a signed-in user through and a signed-out user onto public routes", () => {
    expect(go("/home")).toEqual({ kind: "allow" });
    expect(go("/register", { user: null, meta: {} })).toEqual({ kind: "allow" });
  });
});

describe("rule 2: /login clears the session", () => {
  it("asks to clear session storage on the way to /login", () => {
    expect(go("/login", { user: null, meta: {} })).toEqual({ kind: "allow", clearSession: true });
    expect(go("/login", { meta: {} })).toEqual({ kind: "allow", clearSession: true });
  });
  it("does not clear on other sign-in pages", () => {
    expect(go("/register", { meta: {} })).toEqual({ kind: "allow" });
  });
});

describe("rule 3: product management is closed to sub-accounts", () => {
  it("blocks sub-accounts with the lack-authority dialog", () => {
    expect(go("/product-manage/index", { user: subAccount })).toEqual({
      kind: "block",
      dialog: "lackAuthority",
    });
    expect(go("/product-manage", { user: subAccount })).toEqual({ kind: "block", dialog: "lackAuthority" });
  });
  it("lets main accounts in and does not match look-alike paths", () => {
    expect(go("/product-manage/index")).toEqual({ kind: "allow" });
    expect(go("/product-manager", { user: subAccount })).toEqual({ kind: "allow" });
  });
  it("blocks a sub-account whose main account has id 1 (fid 1): every fid but 0 is a sub-account", () => {
    expect(go("/product-manage/index", { user: { ...subAccount, fid: 1 } })).toEqual({
      kind: "block",
      dialog: "lackAuthority",
    });
    expect(isSubAccount({ fid: 1 })).toBe(true);
    expect(isSubAccount({ fid: 2 })).toBe(true);
    expect(isSubAccount({ fid: 0 })).toBe(false);
  });
});

describe("rule 4: sub-accounts in the personal centre", () => {
  it("redirects other personal-center pages to account-setting", () => {
    expect(go("/personal-center/system-setting", { user: subAccount })).toEqual({
      kind: "redirect",
      to: "/personal-center/account-setting",
    });
  });
  it("leaves account-setting alone, and persistent=1 keeps the page", () => {
    expect(
      go("/personal-center/account-setting", { user: subAccount, search: "action=changePassword" }),
    ).toEqual({
      kind: "allow",
    });
    expect(go("/personal-center/system-setting", { user: subAccount, search: "persistent=1" })).toEqual({
      kind: "allow",
    });
  });
  it("applies to a sub-account of main account 1 too", () => {
    expect(go("/personal-center/system-setting", { user: { ...subAccount, fid: 1 } })).toEqual({
      kind: "redirect",
      to: "/personal-center/account-setting",
    });
  });
  it("does not touch main accounts", () => {
    expect(go("/personal-center/system-setting")).toEqual({ kind: "allow" });
  });
});

describe("rule 5: workshop staff", () => {
  const staff: GuardUser = { ...subAccount, son_account_type: 4 };
  it("sends son_account_type 4 to manage.workshop.staff", () => {
    expect(go("/home", { user: staff })).toEqual({ kind: "redirect", to: "/manage/workshop/staff" });
  });
  it("lets them stay on workshop-role routes", () => {
    expect(go("/manage/workshop/staff", { user: staff, meta: { auth: true, role: "workshop" } })).toEqual({
      kind: "allow",
    });
  });
});

describe("rule 6: expired accounts see buy dialog 2", () => {
  it("blocks when the expiry date is before today", () => {
    expect(go("/home", { user: { ...mainAccount, expiration_time: "2026-11-21" } })).toEqual({
      kind: "block",
      dialog: "buy",
      missing: { kind: "expired" },
    });
  });
  it("compares by day: expiring today is still allowed, and only the first 10 characters count", () => {
    expect(go("/home", { user: { ...mainAccount, expiration_time: "2026-11-22 00:00:00" } })).toEqual({
      kind: "allow",
    });
  });
  it("uses the trial expiry while on trial", () => {
    const trial: GuardUser = {
      ...mainAccount,
      is_ty: 1,
      expiration_time: null,
      ty_expiration_time: "2026-11-01",
    };
    expect(go("/home", { user: trial })).toEqual({
      kind: "block",
      dialog: "buy",
      missing: { kind: "expired" },
    });
    expect(
      go("/home", { user: { ...trial, ty_expiration_time: "2026-12-01", expiration_time: "2020-01-01" } }),
    ).toEqual({ kind: "allow" });
  });
  it("never blocks permanent accounts, accounts without a date, or purchase.renew", () => {
    const old = { ...mainAccount, expiration_time: "2020-01-01" };
    expect(go("/home", { user: { ...old, permanent: 1 } })).toEqual({ kind: "allow" });
    expect(go("/home", { user: { ...old, expiration_time: null } })).toEqual({ kind: "allow" });
    expect(go("/purchase/renew", { user: old, meta: { auth: true, name: "purchase.renew" } })).toEqual({
      kind: "allow",
    });
  });
});

describe("rule 6 also names what a page needs, from core's entitlements table", () => {
  it("blocks a page that needs a module the company lacks or has let expire", () => {
    const meta = { auth: true, module: "script" as const };
    expect(
      go("/orders/cutOptimizer", { meta, user: { ...mainAccount, company_modules: { script: 1 } } }),
    ).toEqual({
      kind: "allow",
    });
    const lacking: (Record<string, number> | undefined)[] = [{ script: -1 }, { polygon: 1 }, undefined];
    for (const company_modules of lacking) {
      expect(go("/orders/cutOptimizer", { meta, user: { ...mainAccount, company_modules } })).toEqual({
        kind: "block",
        dialog: "buy",
        missing: { kind: "module", module: "script" },
      });
    }
  });
  it("sends a company without the module to the page advertising it, when the page names one", () => {
    const meta = { auth: true, module: "crm" as const, advertise: "/manage/customerManageAdvertise" };
    for (const company_modules of [{ crm: -1 }, { finance: 1 }, undefined] as (
      | Record<string, number>
      | undefined
    )[])
      expect(go("/manage/customerManagement/3", { meta, user: { ...mainAccount, company_modules } })).toEqual(
        {
          kind: "redirect",
          to: "/manage/customerManageAdvertise",
        },
      );
    expect(
      go("/manage/customerManagement", { meta, user: { ...mainAccount, company_modules: { crm: 1 } } }),
    ).toEqual({ kind: "allow" });
    // An expired account still gets the renewal dialog, not the advertisement.
    expect(
      go("/manage/customerManagement", {
        meta,
        user: { ...mainAccount, company_modules: {}, expiration_time: "2026-01-01" },
      }),
    ).toEqual({ kind: "block", dialog: "buy", missing: { kind: "expired" } });
  });
  it("blocks a page that needs a higher edition", () => {
    const meta = { auth: true, edition: "pro" as const };
    expect(go("/x", { meta, user: { ...mainAccount, version_type: 1 } })).toEqual({
      kind: "block",
      dialog: "buy",
      missing: { kind: "edition", edition: "pro" },
    });
    expect(go("/x", { meta, user: { ...mainAccount, version_type: 6 } })).toEqual({ kind: "allow" });
  });
});

describe("rule 7: independent routes skip the checks", () => {
  it("lets anyone through, even signed out or expired", () => {
    const meta = { auth: true, independent: true };
    expect(go("/product-manage/product-test", { user: null, meta })).toEqual({ kind: "allow" });
    expect(go("/product-manage/product-test", { user: subAccount, meta })).toEqual({ kind: "allow" });
  });
});

describe("rule 8: single sign-on", () => {
  it("asks for sign-on with the token and the query without from and token", () => {
    expect(go("/home", { user: null, search: "from=guigui&token=abc&x=1" })).toEqual({
      kind: "singleSignOn",
      token: "abc",
      cleanedSearch: "x=1",
    });
  });
  it("ignores other sources and a missing token", () => {
    expect(go("/home", { user: null, search: "from=other&token=abc" })).toEqual({
      kind: "redirect",
      to: "/login?from=other&token=abc",
    });
    expect(go("/home", { search: "from=guigui" })).toEqual({ kind: "allow" });
  });
});

describe("localDate", () => {
  it("formats the local calendar day", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
