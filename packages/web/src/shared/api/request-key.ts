/**
 * A new request key: the Idempotency-Key (or request id) of one intended write, so a resend (a
 * double tap, a retry after a lost answer) is applied once. A v4 UUID built from
 * crypto.getRandomValues, which every browser has; crypto.randomUUID exists only in a secure
 * context, so a plain-http install on the factory's LAN would throw with it. The only place in
 * the web app that makes one (a lint rule refuses crypto.randomUUID anywhere else).
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request id of each operation a form sends: the same body again (a double tap, a retry after
 * a lost answer) keeps its id, so the server applies it once; a changed body (corrected after a
 * refusal, another line scanned) is another operation and gets a new id — the server refuses an
 * id reused with another body.
 */
export function requestIdKeeper(make: () => string = newRequestKey) {
  let last: { body: string; id: string } | null = null;
  return (body: unknown): string => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, id: make() };
    return last.id;
  };
}
