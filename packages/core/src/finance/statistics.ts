// Periods of the finance statistics: a day "YYYY-MM-DD" falls in the day, month "YYYY-MM" or
// year "YYYY" that starts with it.

export const STAT_PERIODS = ["day", "month", "year"] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

const KEY_LENGTH: Record<StatPeriod, number> = { day: 10, month: 7, year: 4 };

export function periodKey(day: string, period: StatPeriod): string {
  return day.slice(0, KEY_LENGTH[period]);
}

export type PeriodFigures = {
  contracts: number;
  /** fen */
  amount: number;
  /** m² */
  area: number;
  /** fen received */
  collected: number;
  /** fen still owed on the period's contracts */
  receivable: number;
  /** fen paid out */
  expenditure: number;
};

export const emptyFigures = (): PeriodFigures => ({
  contracts: 0,
  amount: 0,
  area: 0,
  collected: 0,
  receivable: 0,
  expenditure: 0,
});

/** Every period key from `from` to `to` (days "YYYY-MM-DD", inclusive), so a chart has no gaps. */
export function periodKeys(from: string, to: string, period: StatPeriod): string[] {
  const keys: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  const end = periodKey(to, period);
  for (let guard = 0; guard < 40_000; guard++) {
    const key = periodKey(d.toISOString().slice(0, 10), period);
    if (key > end) break;
    if (keys[keys.length - 1] !== key) keys.push(key);
    if (period === "day") d.setUTCDate(d.getUTCDate() + 1);
    else if (period === "month") d.setUTCMonth(d.getUTCMonth() + 1, 1);
    else d.setUTCFullYear(d.getUTCFullYear() + 1, 0, 1);
  }
  return keys;
}
