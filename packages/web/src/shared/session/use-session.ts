import { useSyncExternalStore } from "react";
import {
  readCompanyModules,
  readUserinfo,
  readUserSettings,
  type StoredSession,
  sessionFingerprint,
  subscribeSession,
} from "../storage/session-store.ts";

// Components read the signed-in user through this hook; it re-renders on sign-in/out, in this
// tab or another.
let cache: { raw: string; value: Partial<StoredSession> | null } = { raw: "", value: null };

function snapshot(): Partial<StoredSession> | null {
  const raw = sessionFingerprint();
  if (raw === cache.raw) return cache.value;
  const userinfo = readUserinfo();
  const value = userinfo
    ? {
        userinfo,
        userSettings: readUserSettings() ?? undefined,
        company_modules: readCompanyModules() ?? undefined,
      }
    : null;
  cache = { raw, value };
  return value;
}

export function useSession(): Partial<StoredSession> | null {
  return useSyncExternalStore(subscribeSession, snapshot);
}
