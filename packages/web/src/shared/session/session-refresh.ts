import { routes } from "@fenestra/api";
import { api } from "../api/client.ts";
import { storeSession } from "../storage/session-store.ts";

/** Reads the session again (after a nickname, avatar or company name change) so the bars show it. */
export async function refreshSession(): Promise<void> {
  storeSession(await api.call(routes.users.info));
}

let avatarRenewedAt = 0;

/**
 * The avatar did not load: its link in the stored session (signed, working one to two hours:
 * docs/scaling.md "Files and links") has most likely expired, so the session is read again for a
 * new one — at most once a minute, so an avatar that is really gone costs one read, not a loop.
 * Answers true: the avatar shows its icon meanwhile.
 */
export function renewAvatarLink(): boolean {
  const now = Date.now();
  if (now - avatarRenewedAt >= 60_000) {
    avatarRenewedAt = now;
    refreshSession().catch(() => {});
  }
  return true;
}
