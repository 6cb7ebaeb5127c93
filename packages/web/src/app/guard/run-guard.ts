import type { MissingEntitlement, Session } from "@fenestra/core/account/index";
import { SSO_TOKEN_MAX } from "@fenestra/core/account/sso";
import type { RouteMeta } from "../router/route-meta.ts";
import { decideNavigation, type GuardUser } from "./guard.ts";

// Applies the pure guard's decision with the effects handed in (storage, dialogs, sign-on), so
// the whole sequence, including the single sign-on round trip, is testable without a browser.

export interface GuardEffects {
  metaFor(pathname: string): RouteMeta;
  readUser(): GuardUser | null;
  today(): string;
  singleSignOn(token: string): Promise<Session | null>;
  storeSession(session: Session): Promise<void> | void;
  /** Keeps the partner's sign-on token (guigui_token) for the tab once it signed the user in. */
  rememberPartnerToken(token: string): void;
  clearSession(): void;
  showDialog(dialog: "lackAuthority" | "buy", missing?: MissingEntitlement): void;
}

export type GuardOutcome = { type: "continue"; blocked: boolean } | { type: "redirect"; to: string };

function join(pathname: string, search: string) {
  return search ? `${pathname}?${search}` : pathname;
}

export async function runGuard(
  url: URL,
  effects: GuardEffects,
  previous: string | null,
): Promise<GuardOutcome> {
  const decide = (pathname: string, search: string) =>
    decideNavigation({
      to: { pathname, search, meta: effects.metaFor(pathname) },
      user: effects.readUser(),
      today: effects.today(),
    });
  const decision = decide(url.pathname, url.search.replace(/^\?/, ""));
  switch (decision.kind) {
    case "singleSignOn": {
      // a token longer than any partner's is not posted (SPEC §7 guigui_token: SSO_TOKEN_MAX)
      const session =
        decision.token.length <= SSO_TOKEN_MAX ? await effects.singleSignOn(decision.token) : null;
      if (session) {
        await effects.storeSession(session);
        // SPEC §3 "also stored: guigui_token": the partner's token, for this tab
        effects.rememberPartnerToken(decision.token);
      }
      // Either way the token leaves the address bar; the next pass applies the other rules.
      return { type: "redirect", to: join(url.pathname, decision.cleanedSearch) };
    }
    case "redirect":
      return { type: "redirect", to: decision.to };
    case "block": {
      effects.showDialog(decision.dialog, decision.missing);
      // Stay where the user was when that page is still allowed; otherwise show an empty page.
      if (previous && previous !== join(url.pathname, url.search.replace(/^\?/, ""))) {
        const back = new URL(previous, url);
        if (decide(back.pathname, back.search.replace(/^\?/, "")).kind === "allow") {
          return { type: "redirect", to: previous };
        }
      }
      return { type: "continue", blocked: true };
    }
    case "allow":
      if (decision.clearSession) effects.clearSession();
      return { type: "continue", blocked: false };
  }
}
