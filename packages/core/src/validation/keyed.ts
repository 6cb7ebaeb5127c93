// Zod error options whose message is a translation key ("validation.*") and whose text shows
// values ({min}, {max}, …): the values travel on the issue's `params`, which the server's error
// handler and the web app's form rules pass to the translation.

export type KeyParams = Record<string, number>;

/** The error option of a check whose one message is that the value is not valid. */
export const invalid = { error: "validation.invalid" } as const;

/**
 * The error option of a check: the message is `key`, and `params` are kept on the issue (zod
 * finalizes an issue after asking its error map, so what the map adds to it is kept; the unit
 * tests of the schemas using this pin it).
 */
export function keyed(key: string, params: KeyParams) {
  return {
    error: (issue: { [key: string]: unknown }) => {
      issue.params = { ...(issue.params as KeyParams | undefined), ...params };
      return key;
    },
  };
}

/** How many of one window a BOM is calculated for (the product test; SPEC §5). */
export const BOM_WINDOW_COUNT = { min: 1, max: 10_000 } as const;
