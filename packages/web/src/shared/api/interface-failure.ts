// What a person is told when the API does not answer with an envelope (SPEC §8 "interface error",
// "interface-busy messages"): the server was not reached or answered with a failure of its own
// kind (an HTML error page of the proxy, an empty 500), so there is no server message to show.
// The words are the web app's (common.json "errors"); the key travels on the ApiError.

export const INTERFACE_FAILURES = [
  "errors.interface",
  "errors.busy_traffic",
  "errors.busy_restarting",
] as const;
export type InterfaceFailure = (typeof INTERFACE_FAILURES)[number];

/**
 * The failure an answer without an envelope means:
 * - 429, or no answer within the request timeout: the server is swamped (traffic surge);
 * - 502, 503, 504: the proxy in front finds no server (it is restarting or being updated);
 * - anything else (no connection, a 500 or 404 with no message of ours): interface error.
 */
export function interfaceFailureOf(status: number, timedOut = false): InterfaceFailure {
  if (timedOut || status === 429) return "errors.busy_traffic";
  if (status === 502 || status === 503 || status === 504) return "errors.busy_restarting";
  return "errors.interface";
}

export const isInterfaceFailure = (key: string | undefined): key is InterfaceFailure =>
  (INTERFACE_FAILURES as readonly (string | undefined)[]).includes(key);
