import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core/account/index";

// Guard rule 8: hand the token from the partner site to the sign-on service and take back a
// session. The service URL is configurable (VITE_SSO_ENDPOINT at build time); by default it is
// our own server's POST /api/auth/sso, which talks to the external service. Not through the API
// client: the service may be the partner's own, and any failure here only means "not signed in"
// (no toast, no -998 redirect).

export const DEFAULT_SSO_ENDPOINT = routes.auth.sso.path;

export function ssoEndpoint(): string {
  return import.meta.env.VITE_SSO_ENDPOINT || DEFAULT_SSO_ENDPOINT;
}

export interface SingleSignOnOptions {
  endpoint: string;
  fetch: typeof fetch;
  language: string;
}

/** Resolves with the session on success, null when the service refuses the token or fails. */
export async function singleSignOn(token: string, options: SingleSignOnOptions): Promise<Session | null> {
  try {
    const response = await options.fetch(options.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", TargetLanguage: options.language },
      // Both names: our server reads `token`, the external service reads `guigui_token` (SPEC §7).
      body: JSON.stringify({ token, guigui_token: token }),
    });
    if (response.status !== 200) return null;
    const body = (await response.json()) as { code?: number; data?: unknown };
    if (body.code !== 0 && body.code !== 1) return null;
    // Only a partner's sign-on needs the session schema (and zod): it loads here, not with the shell.
    const { sessionSchema } = await import("@fenestra/core/account/session");
    const parsed = sessionSchema.safeParse(body.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
