import type { CompanyModules, SessionUserInfo, UserSettings } from "@fenestra/core/account/index";
import { OVERTIME_COOKIE, SESSION_KEYS } from "./keys.ts";

// The signed-in session lives in sessionStorage (SPEC §6 rule 2 clears it on /login).

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export interface StoredSession {
  userinfo: SessionUserInfo;
  company_modules: CompanyModules;
  userSettings: UserSettings;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets React views re-read the session when it changes (useSyncExternalStore). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

export function readUserinfo(storage: Storage = sessionStorage): SessionUserInfo | null {
  return readJson<SessionUserInfo>(storage, SESSION_KEYS.userinfo);
}

export function readApiToken(storage: Storage = sessionStorage): string | null {
  return storage.getItem(SESSION_KEYS.apiToken);
}

export function readUserSettings(storage: Storage = sessionStorage): UserSettings | null {
  return readJson<UserSettings>(storage, SESSION_KEYS.userSettings);
}

export function readCompanyModules(storage: Storage = sessionStorage): CompanyModules | null {
  return readJson<CompanyModules>(storage, SESSION_KEYS.companyModules);
}

export function storeSession(session: StoredSession, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEYS.apiToken, session.userinfo.api_token);
  storage.setItem(SESSION_KEYS.userinfo, JSON.stringify(session.userinfo));
  storage.setItem(SESSION_KEYS.companyModules, JSON.stringify(session.company_modules));
  storage.setItem(SESSION_KEYS.userSettings, JSON.stringify(session.userSettings));
  notify();
}

export function storeUserSettings(settings: UserSettings, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEYS.userSettings, JSON.stringify(settings));
  notify();
}

/** Guard rule 2: empty session storage but keep the invitation code. */
export function clearSessionKeepInvitation(storage: Storage = sessionStorage): void {
  const invitation = storage.getItem(SESSION_KEYS.invitationCode);
  storage.clear();
  if (invitation !== null) storage.setItem(SESSION_KEYS.invitationCode, invitation);
  notify();
}

/** Logout (SPEC §4): session user info and the overtime cookie go. */
export function clearSignedInUser(storage: Storage = sessionStorage): void {
  for (const key of [
    SESSION_KEYS.apiToken,
    SESSION_KEYS.userinfo,
    SESSION_KEYS.companyModules,
    SESSION_KEYS.userSettings,
  ]) {
    storage.removeItem(key);
  }
  if (typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: one expiring write; the Cookie Store API is not in every browser we serve.
    document.cookie = `${OVERTIME_COOKIE}=; Max-Age=0; path=/`;
  }
  notify();
}
