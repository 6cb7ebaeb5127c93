// The sales links of SPEC §7, set per deployment at build time (Vite env; README "Accounts and
// sign-in"): a contact-sales chat and the pricing page. Unset, the link is not offered.

/** The contact-sales chat (SPEC §7 "a contact-sales link to a chat service"), or null. */
export function salesChatUrl(): string | null {
  return import.meta.env.VITE_SALES_CHAT_URL?.trim() || null;
}

/**
 * The external pricing page with the account's phone as its `phone_number` query (SPEC §7), or
 * null when no pricing page is set. Without a phone (not signed in) the page opens without it.
 */
export function pricingUrl(phone: string | null | undefined): string | null {
  const base = import.meta.env.VITE_PRICING_URL?.trim();
  if (!base) return null;
  const url = new URL(base, window.location.origin);
  if (phone) url.searchParams.set("phone_number", phone);
  return url.toString();
}
