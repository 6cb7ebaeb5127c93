// Error codes the optimizer returns instead of text; callers translate them.

export const cuttingIssueCodes = [
  "invalid_input",
  "piece_too_long",
  "bar_shorter_than_trims",
  "too_much_data",
  "insufficient_stock",
  "invalid_range",
] as const;

export type CuttingIssueCode = (typeof cuttingIssueCodes)[number];

export interface CuttingIssue {
  code: CuttingIssueCode;
  /** Where in the input, e.g. "pieces.3.length" (empty for the whole input). */
  path: string;
  /** Technical detail for logs and the CLI (not for end users). */
  detail?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; issues: CuttingIssue[] };

export function fail<T>(code: CuttingIssueCode, path: string, detail?: string): Result<T> {
  return { ok: false, issues: [detail === undefined ? { code, path } : { code, path, detail }] };
}
