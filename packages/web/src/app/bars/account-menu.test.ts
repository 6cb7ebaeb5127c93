import { describe, expect, it } from "vitest";
import { accountSummary, offersUpgrade } from "./account-menu.ts";

const user = { fid: 0, is_ty: 0, version_type: 3, phone_number: "13800138000" };

describe("the account menu", () => {
  it("offers an upgrade to every edition but Brand factory (which holds every module), and never in the app shell", () => {
    expect(offersUpgrade(user, false)).toBe(true);
    expect(offersUpgrade({ ...user, version_type: 1 }, false)).toBe(true);
    expect(offersUpgrade({ ...user, version_type: 6 }, false)).toBe(true);
    expect(offersUpgrade({ ...user, version_type: 9 }, false)).toBe(false);
    expect(offersUpgrade(user, true)).toBe(false);
    expect(accountSummary({ ...user, version_type: 9 }, false).actions).toEqual([
      "settings",
      "password",
      "logout",
    ]);
  });

  it("names the edition and the account kind; a sub-account of main account 1 is a sub-account", () => {
    expect(accountSummary(user, false)).toEqual({
      versionKey: "version.pro",
      phone: "13800138000",
      kindKey: "bar.mainAccount",
      actions: ["upgrade", "settings", "password", "logout"],
    });
    expect(accountSummary({ ...user, fid: 1 }, false).kindKey).toBe("bar.subAccount");
    expect(accountSummary({ ...user, phone_number: null }, false).phone).toBe("—");
    // every code SPEC names is an edition sold, and the label says which; an unknown one (7, the
    // "minimal" edition that is not sold) is named as the design edition it is checked as
    expect(accountSummary({ ...user, version_type: 4 }, false).versionKey).toBe("version.business");
    expect(accountSummary({ ...user, version_type: 5 }, false).versionKey).toBe("version.crm");
    expect(accountSummary({ ...user, version_type: 8 }, false).versionKey).toBe("version.factory");
    expect(accountSummary({ ...user, version_type: 7 }, false).versionKey).toBe("version.design");
  });

  it("offers a sub-account no entry the guard would send back to account-setting: no system settings", () => {
    const sub = { ...user, fid: 1 };
    expect(accountSummary(sub, false).actions).toEqual(["upgrade", "password", "logout"]);
    expect(accountSummary(user, false).actions).toContain("settings");
  });
});
