import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MEASUREMENT_NAMESPACES } from "./routes.tsx";

// The measurement pages load only the catalogues their route names (a phone's cold start). Any
// namespace a module they import names (a typed translator `namespaceText("x")`, a key "x:…") must
// be in that list, or its texts would show as keys there. Found by following the pages' imports
// (relative ones, static and dynamic: their dialogs too) through the web's sources.

const src = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const PAGES = ["features/measurement/MeasureListPage.tsx", "features/measurement/MeasureDetailPage.tsx"];
/** The shell's namespaces, loaded at startup (i18n.ts STARTUP_NAMESPACES). */
const STARTUP = ["common", "auth"];

function namespacesReached(): Map<string, string> {
  const seen = new Set<string>();
  const named = new Map<string, string>();
  const queue = PAGES.map((page) => resolve(src, page));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, ns] of text.matchAll(/namespaceText<[^>]*>\("([A-Za-z]+)"\)/g))
      named.set(ns as string, file);
    for (const [, ns] of text.matchAll(/["`]([a-z][A-Za-z]*):[A-Za-z_$]/g)) {
      if (!["http", "https", "tel", "mailto", "vite", "data", "blob"].includes(ns as string))
        named.set(ns as string, file);
    }
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+\.tsx?)"/g)) {
      const next = resolve(dirname(file), spec as string);
      if (existsSync(next) && !next.endsWith(".test.ts")) queue.push(next);
    }
  }
  return named;
}

describe("the measurement pages' catalogues", () => {
  it("names every namespace the pages and what they import translate with", () => {
    const missing = [...namespacesReached()]
      .filter(([ns]) => !STARTUP.includes(ns) && !MEASUREMENT_NAMESPACES.includes(ns))
      .map(([ns, file]) => `${ns} (${file.slice(src.length + 1)})`);
    expect(missing).toEqual([]);
  });
});
