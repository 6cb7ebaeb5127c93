import { STALE_VERSION_KEY } from "@fenestra/api";
import { isApiError } from "../api/api-error.ts";

/** A save the server refused because someone else saved the record since it was read (HTTP 409). */
export function isStaleSave(error: unknown): boolean {
  return isApiError(error) && error.key === STALE_VERSION_KEY;
}

/** What the person may do about a stale save: see the latest version, or save theirs over it. */
export type StaleChoices = {
  /** Discard this page's changes and show the record as it is now. */
  reload(): unknown;
  /** Save again with `overwrite: true`. */
  overwrite(): unknown;
};
