import type { SeriesIssue } from "@fenestra/core/series/index";

// The validator's issues (core compileSeries) keyed by where the editor shows them: a row's
// field, a sash tab's size formula, or a custom variable.

export function issueKey(tab: string | undefined, rowId: string | undefined, field: string): string {
  return `${tab ?? ""}|${rowId ?? ""}|${field}`;
}

export function parameterKey(name: string): string {
  return `param|${name.toUpperCase()}|parameter`;
}

export type IssueIndex = ReadonlyMap<string, SeriesIssue>;

/** First issue per place (the one the field shows); later ones for the same place are dropped. */
export function indexIssues(issues: readonly SeriesIssue[]): IssueIndex {
  const map = new Map<string, SeriesIssue>();
  for (const issue of issues) {
    const key = issue.parameter
      ? parameterKey(issue.parameter)
      : issueKey(issue.tab, issue.rowId, issue.field);
    if (!map.has(key)) map.set(key, issue);
  }
  return map;
}

/** Issues per tab, for the red counts on the tab headers. */
export function issuesPerTab(issues: readonly SeriesIssue[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const issue of issues) {
    const tab = issue.tab ?? (issue.parameter ? "parameters" : "");
    counts.set(tab, (counts.get(tab) ?? 0) + 1);
  }
  return counts;
}

/** The text split around the error span, for underlining: before, the span, after. */
export function splitAtError(text: string, position: number, length: number): [string, string, string] {
  const start = Math.max(0, Math.min(position, text.length));
  const end = Math.max(start, Math.min(start + Math.max(length, 1), text.length));
  return [text.slice(0, start), text.slice(start, end), text.slice(end)];
}
