/**
 * Where a sign-in on /login goes on to: the partner application's consent (/authorize) when the
 * person was sent to sign in from it — its OAuth request is the query /login kept (the guard keeps
 * the query, SPEC §2) — otherwise home. Only this app's own page, never an address from the query.
 */
export function afterSignIn(params: URLSearchParams): string {
  const authorizing = params.get("response_type") !== null && params.get("client_id") !== null;
  return authorizing ? `/authorize?${params.toString()}` : "/home";
}
