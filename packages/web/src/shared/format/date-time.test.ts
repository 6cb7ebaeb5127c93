import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonth, formatTime } from "./date-time.ts";

const at = "2026-03-05T14:07:00Z";
const utc = { timeZone: "UTC" } as const;

describe("times in the user's language", () => {
  it("writes a date the way each of the four languages does", () => {
    expect(formatDate(at, { ...utc, language: "en-US" })).toBe("Mar 5, 2026");
    expect(formatDate(at, { ...utc, language: "zh-CN" })).toBe("2026年3月5日");
    expect(formatDate(at, { ...utc, language: "vi-VN" })).toMatch(/^5 thg 3,? 2026$/);
    expect(formatDate(at, { ...utc, language: "ru-RU" })).toMatch(/^5 мар\.? 2026/);
  });

  it("adds the time of day, 24-hour where the language uses it", () => {
    expect(formatDateTime(at, { ...utc, language: "en-US" })).toMatch(/Mar 5, 2026.*2:07\s?PM/);
    expect(formatDateTime(at, { ...utc, language: "zh-CN" })).toMatch(/2026年3月5日.*14:07/);
    expect(formatDateTime(at, { ...utc, language: "ru-RU" })).toMatch(/14:07/);
    expect(formatTime(at, { ...utc, language: "vi-VN" })).toBe("14:07");
  });

  it("shows times in the given zone, and a bare date as that calendar day anywhere", () => {
    expect(formatDate(at, { timeZone: "Asia/Shanghai", language: "en-US" })).toBe("Mar 5, 2026");
    expect(formatTime(at, { timeZone: "Asia/Shanghai", language: "zh-CN" })).toBe("22:07");
    expect(formatDate("2026-03-05", { language: "en-US" })).toBe("Mar 5, 2026");
    expect(formatDateTime(new Date(Number.NaN), { language: "en-US" })).toBe("Invalid Date");
  });

  it("names a month; missing values show nothing, a value that is no time shows as it is", () => {
    expect(formatMonth("2026-03", { language: "en-US" })).toBe("March 2026");
    expect(formatMonth("2026-03", { language: "zh-CN" })).toBe("2026年3月");
    expect(formatMonth("March", { language: "en-US" })).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("not a date");
  });
});
