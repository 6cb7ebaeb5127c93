import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { documentWords } from "./catalogue.ts";

// docs/architecture.md's "Add a language" names every file a new language touches: the files that
// hold text (or anything else) per language. This test finds them and holds the recipe to them.

const ROOT = join(import.meta.dirname, "../../../..");
const SCANNED = ["packages/core/src", "packages/server/src", "packages/web/src"];
/** Named by the recipe though they hold no per-language table: touched only when a script needs it. */
const ONLY_SOMETIMES = ["packages/server/src/shared/pdf/pdf-fonts.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "test" ? [] : sourceFiles(path);
    return /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A file by language is named by its pattern (`…/messages/<language>.ts`, `…/locales/<language>/*.json`);
 * a file naming every language code (a table keyed by them, or the list of them) by its path.
 */
function perLanguageFiles(): string[] {
  const found = new Set<string>();
  for (const path of SCANNED.flatMap(sourceFiles)) {
    const segments = path.split("/");
    const folder = segments.findIndex((segment) => (LANGUAGES as readonly string[]).includes(segment));
    if (folder >= 0) {
      const extension = path.slice(path.lastIndexOf("."));
      found.add([...segments.slice(0, folder), "<language>", `*${extension}`].join("/"));
      continue;
    }
    const named = LANGUAGES.find((code) => segments.at(-1)?.startsWith(`${code}.`));
    if (named) {
      found.add(path.replace(`/${named}.`, "/<language>."));
      continue;
    }
    const text = readFileSync(join(ROOT, path), "utf8");
    if (LANGUAGES.every((code) => text.includes(`"${code}"`) || text.includes(`'${code}'`))) found.add(path);
  }
  return [...found].sort();
}

/** The repository paths the recipe names (in backticks), but for this test's own. */
function recipeFiles(): string[] {
  const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
  const start = doc.indexOf("### Add a language");
  const end = doc.slice(start + 1).search(/\n##+ /);
  const recipe = doc.slice(start, end < 0 ? undefined : start + 1 + end);
  const paths = [...recipe.matchAll(/`(packages\/[^`\s]+)`/g)].map((m) => m[1] ?? "");
  return [...new Set(paths)]
    .filter((path) => !ONLY_SOMETIMES.includes(path) && !path.endsWith(".test.ts"))
    .sort();
}

describe("adding a language", () => {
  it("touches exactly the files docs/architecture.md's recipe names", () => {
    const files = perLanguageFiles();
    expect(files).toContain("packages/server/src/i18n/messages/<language>.ts");
    expect(files).toContain("packages/web/src/locales/<language>/*.json");
    expect(recipeFiles()).toEqual(files);
  });

  it("finds the server's words in its catalogue alone: every document word in every language", () => {
    const shape = (value: unknown): unknown =>
      value !== null && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
        : typeof value;
    for (const language of LANGUAGES) {
      expect(shape(documentWords[language]), language).toEqual(shape(documentWords["en-US"]));
    }
  });
});
