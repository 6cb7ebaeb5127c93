import { isApiError } from "../../shared/api/api-error.ts";

/** The server's own words for a refused BOM (e.g. "Window C1: its product series no longer exists…"). */
export function failureText(error: unknown): string | undefined {
  return isApiError(error) && error.message ? error.message : undefined;
}
