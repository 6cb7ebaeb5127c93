import type { Session } from "@fenestra/core/account/index";
import { currentLanguage, switchLanguage } from "../i18n/i18n.ts";
import { LOCAL_KEYS } from "../storage/keys.ts";
import { storeSession } from "../storage/session-store.ts";

/**
 * Stores a session answered by the server. The language the user signed in with stays (SPEC §1:
 * the stored language, else the browser's), and is remembered from now on; the account's saved
 * language applies when the user saves it in system settings. The server fills a default
 * language for every account, so applying it here would override the browser's choice.
 */
export async function completeSignIn(session: Session): Promise<void> {
  storeSession(session);
  if (!localStorage.getItem(LOCAL_KEYS.language)) await switchLanguage(currentLanguage());
}
