// Every message the server's catalogue holds is one the code can send: its key is written in the
// sources (a route's success, an AppError, a FieldError, a schema's error), or it is one of a
// family the code composes (`module.${name}`, `validation.${code}` …) and its own last part is
// named where the code decides it. A key nothing raises is a message no user ever reads: raise it
// where its situation happens, or delete it (issue 30).

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { enUS as messages } from "../../packages/server/src/i18n/messages/en-US.ts";

const sources = execFileSync("git", ["ls-files", "packages"], { encoding: "utf8" })
  .split("\n")
  .filter((f) => /\/src\/.*\.(ts|tsx)$/.test(f) && !f.includes("/i18n/messages/") && !/\.test\.tsx?$/.test(f))
  .map((f) => readFileSync(f, "utf8"))
  .join("\n");

/** The prefixes of keys the code composes: `prefix${…}` in a template literal. */
const composed = [...sources.matchAll(/`([a-z_]+\.[a-z_]*)\$\{/g)].map((m) => m[1] as string);

// Read once, looked up per key (a search of the whole source per key and prefix took seconds):
// every quoted word, with each of its tails after a dot (`"a.b"` names `b` too)…
const quoted = new Set<string>();
for (const [, word] of sources.matchAll(/["'`]([\w.-]+)["'`]/g)) {
  const parts = (word as string).split(".");
  for (let i = 0; i < parts.length; i++) quoted.add(parts.slice(i).join("."));
}
// …and every name given a value (`name:`), as in a table of codes.
const keyed = new Set([...sources.matchAll(/\b(\w+)\s*:/g)].map((m) => m[1] as string));

function raised(key: string): boolean {
  if (quoted.has(key)) return true;
  // the part after a prefix is named where the code picks it (a code, a module, a channel); a key
  // may start with several composed prefixes (`sunroom.` and `sunroom.roof_`): any of them may name it
  return composed
    .filter((prefix) => key.startsWith(prefix))
    .some((prefix) => {
      const rest = key.slice(prefix.length);
      return quoted.has(rest) || keyed.has(rest);
    });
}

describe("the server's message catalogue", () => {
  it("holds only messages the code raises", () => {
    const unraised = Object.keys(messages).filter((key) => !raised(key));
    expect(unraised).toEqual([]);
  });
});
