import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { logout } from "../../shared/session/logout.ts";
import { readUserinfo } from "../../shared/storage/session-store.ts";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";

/** The changes waiting on this device; 0 when that cannot be read (sign-out never hangs on it). */
async function waiting(): Promise<number> {
  const user = readUserinfo();
  if (!user) return 0;
  try {
    const { unsyncedCount } = await import("../../features/measurement/offline/unsynced.ts");
    return await unsyncedCount(user.id);
  } catch {
    return 0;
  }
}

/**
 * Sign-out from the account menus: when field measurement changes still wait on this device
 * (issue 31), asks first and says they stay here until this account signs in again. The device
 * store is read only then (its code loads on that click).
 */
export function useSignOut(): [signOut: () => Promise<void>, holder: ReactElement] {
  const { t } = useTranslation();
  const [ask, holder] = useAskFirst();
  const signOut = async () => {
    const count = await waiting();
    if (count === 0) return logout();
    ask({
      title: t("bar.unsyncedTitle"),
      does: t("bar.unsyncedDoes", { count }),
      undo: t("bar.unsyncedUndo"),
      okText: t("bar.unsyncedOk"),
      testId: "signout-unsynced",
      onOk: logout,
    });
  };
  return [signOut, holder];
}
