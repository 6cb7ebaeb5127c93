import { currentLanguage } from "../i18n/i18n.ts";

// The one way times and dates are shown: in the user's language (SPEC §1), through the
// browser's Intl, so "25 Nov 2026, 14:05" in en-US reads "2026年11月25日 14:05" in zh-CN.

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "dateTime" | "date"): Intl.DateTimeFormat {
  const language = currentLanguage();
  const key = `${language}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      language,
      kind === "date" ? { dateStyle: "medium" } : { dateStyle: "medium", timeStyle: "short" },
    );
    cache.set(key, f);
  }
  return f;
}

/** A moment (ISO text or Date) as date and time in the user's language and time zone. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : formatter("dateTime").format(date);
}

/**
 * A calendar day in the user's language. A bare "yyyy-mm-dd" (an order date) is that day
 * wherever the user is, not the UTC midnight a Date would make of it.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    return formatter("date").format(new Date(y, m - 1, d));
  }
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : formatter("date").format(date);
}
