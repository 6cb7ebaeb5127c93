import { upgradesFrom } from "@fenestra/core/account/entitlements";
import type { SessionUserInfo } from "@fenestra/core/account/index";
import { isSubAccount, keptToAccountSetting } from "../guard/guard.ts";
import { versionKey } from "./version-label.ts";

// What the avatar menu (desktop) and the phone menu drawer list about the account, and where
// each entry goes (SPEC §2): one list, two presentations.

export type AccountUser = Pick<
  SessionUserInfo,
  "fid" | "is_ty" | "version_type" | "phone_number" | "is_admin"
>;

/** An edition that no other includes (brand factory) has nothing to upgrade to; the app shell sells nothing. */
export function offersUpgrade(user: AccountUser, inAppShell: boolean): boolean {
  return !inAppShell && (user.is_ty === 1 || upgradesFrom(user.version_type).length > 0);
}

export type AccountAction = "upgrade" | "operator" | "settings" | "password" | "logout";

export const ACCOUNT_TARGETS: Record<Exclude<AccountAction, "logout">, string> = {
  upgrade: "/purchase/upgrade",
  operator: "/operator",
  settings: "/personal-center/system-setting",
  password: "/personal-center/account-setting?action=changePassword",
};

export interface AccountSummary {
  /** Translation keys (common namespace) and the phone number as shown. */
  versionKey: string;
  phone: string;
  kindKey: "bar.subAccount" | "bar.mainAccount";
  actions: AccountAction[];
}

export function accountSummary(user: AccountUser, inAppShell: boolean): AccountSummary {
  const actions: AccountAction[] = [
    ...(offersUpgrade(user, inAppShell) ? (["upgrade"] as const) : []),
    ...(user.is_admin === 1 ? (["operator"] as const) : []),
    "settings",
    "password",
    "logout",
  ];
  return {
    versionKey: versionKey(user),
    phone: user.phone_number ?? "—",
    kindKey: isSubAccount(user) ? "bar.subAccount" : "bar.mainAccount",
    // an entry the guard would bounce back to account-setting is not offered (a sub-account's
    // system settings)
    actions: actions.filter((a) => {
      if (a === "logout") return true;
      const [path = "", search] = ACCOUNT_TARGETS[a].split("?");
      return !keptToAccountSetting(user, path, search);
    }),
  };
}
