// Races: many requests at once, then a check of what they left. Only PostgreSQL runs requests
// at once; PGlite serves one at a time and cannot race, so race blocks run in the
// server-postgres project and are skipped there, saying why.
import { describe } from "vitest";

/** Whether the tests run on PostgreSQL, where requests can race. */
export const onPostgres = process.env.TEST_DB === "postgres";

/** A block of races: `title` on PostgreSQL, skipped on PGlite with the reason in its name. */
export function describeRaces(title: string, body: () => void) {
  describe.skipIf(!onPostgres)(
    `${title} on PostgreSQL (skipped on PGlite: it serves one request at a time and cannot race)`,
    body,
  );
}

/** `run(i)` started `n` times at once (i from 0), its answers in order. */
export const parallel = <T>(n: number, run: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));
