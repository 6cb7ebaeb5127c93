import type { Language } from "@fenestra/core/account/index";
import { currentLanguage } from "../i18n/i18n.ts";

// The one way times and dates are shown: in the user's language (SPEC §1), through the
// browser's Intl, in the browser's time zone, so "Nov 25, 2026, 2:05 PM" in en-US reads
// "2026年11月25日 14:05" in zh-CN. Pages call these, never toLocaleString() or a fixed pattern.

type Style = "date" | "dateTime" | "time" | "month";

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "medium" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
  month: { year: "numeric", month: "long" },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, language: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${language}|${timeZone ?? ""}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, { ...OPTIONS[style], timeZone });
    cache.set(key, found);
  }
  return found;
}

/** An ISO time, a "YYYY-MM-DD" calendar day or a Date. */
export type TimeValue = string | Date | null | undefined;

export interface FormatOptions {
  language?: Language;
  /** IANA zone; the browser's own when left out (tests pin one). */
  timeZone?: string;
}

/**
 * Missing values show nothing; a value that is no time shows as it is. A bare "yyyy-mm-dd" (an
 * order date) is that day wherever the user is, not the UTC midnight a Date would make of it.
 */
function format(style: Style, value: TimeValue, options: FormatOptions): string {
  if (value === null || value === undefined || value === "") return "";
  let date: Date;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    date = new Date(y, m - 1, d);
  } else date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(style, options.language ?? currentLanguage(), options.timeZone).format(date);
}

/** "Mar 5, 2026" · "2026年3月5日" · "5 thg 3, 2026" · "5 мар. 2026 г." */
export const formatDate = (value: TimeValue, options: FormatOptions = {}) => format("date", value, options);

/** The date with hours and minutes. */
export const formatDateTime = (value: TimeValue, options: FormatOptions = {}) =>
  format("dateTime", value, options);

/** Hours and minutes only. */
export const formatTime = (value: TimeValue, options: FormatOptions = {}) => format("time", value, options);

/** A calendar month given as "YYYY-MM": "March 2026" · "2026年3月"; "" for anything else. */
export function formatMonth(month: string, options: FormatOptions = {}): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return "";
  const [y, m] = month.split("-").map(Number) as [number, number];
  return formatter("month", options.language ?? currentLanguage(), options.timeZone).format(
    new Date(y, m - 1, 15),
  );
}
