import { navigateTo } from "../navigation/navigator.ts";
import { SIGNED_IN_KEYS } from "../storage/keys.ts";
import { notifySessionChanged, readUserinfo, subscribeSession } from "../storage/session-store.ts";

// Every tab shares one signed-in session (localStorage). When another tab changes it, the
// browser fires a "storage" event here; this tab then follows: signed out there → the guard
// looks at this tab's address again (a page that needs sign-in goes to /login, a public one such
// as a customer's share link stays), another account signed in there → this tab starts again on
// /home (nothing of the previous account's data may stay on screen or be saved into the other
// company).

export type TabReaction = "none" | "signedOut" | "signedIn" | "otherUser";

/** What this tab does when the signed-in user goes from `shown` (this tab) to `stored` (now). */
export function tabReaction(shown: number | null, stored: number | null): TabReaction {
  if (shown === stored) return "none";
  if (stored === null) return "signedOut";
  if (shown === null) return "signedIn";
  return "otherUser";
}

export interface CrossTabEffects {
  /** The tab's address, to leave sign-in pages when another tab signs in. */
  pathname(): string;
  navigate(to: string): void;
  /** Runs the navigation guard again on the tab's current address. */
  recheck(): void;
  /** Starts the tab again at an address (a full load, so no state of the previous account stays). */
  reload(to: string): void;
}

const browserEffects: CrossTabEffects = {
  pathname: () => window.location.pathname,
  navigate: (to) => navigateTo(to, { replace: true }),
  recheck: () => navigateTo(window.location.pathname + window.location.search, { replace: true }),
  reload: (to) => window.location.assign(to),
};

const WATCHED: readonly (string | null)[] = [...Object.values(SIGNED_IN_KEYS), null];

/** Starts following the other tabs; answers a function that stops it. */
export function followOtherTabs(target: Window = window, effects: CrossTabEffects = browserEffects) {
  let shown = readUserinfo()?.id ?? null;
  // This tab's own sign-in and sign-out move what it shows without any reaction.
  const unsubscribe = subscribeSession(() => {
    shown = readUserinfo()?.id ?? null;
  });
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== target.localStorage || !WATCHED.includes(event.key)) return;
    const reaction = tabReaction(shown, readUserinfo()?.id ?? null);
    notifySessionChanged();
    if (reaction === "signedOut") effects.recheck();
    if (reaction === "signedIn" && effects.pathname() === "/login") effects.navigate("/home");
    if (reaction === "otherUser") effects.reload("/home");
  };
  target.addEventListener("storage", onStorage);
  return () => {
    unsubscribe();
    target.removeEventListener("storage", onStorage);
  };
}
