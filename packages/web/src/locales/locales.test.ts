// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "@fenestra/core/account/languages";
import { describe, expect, it } from "vitest";

// Every namespace file exists in all four languages with the same keys, and no value is empty.
// A namespace added later is checked the same way.
const root = dirname(fileURLToPath(import.meta.url));

function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function read(language: string, file: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(root, language, file), "utf8")));
}

const namespaces = [...new Set(LANGUAGES.flatMap((lang) => readdirSync(join(root, lang))))]
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("locale catalogues", () => {
  it("has the four language folders and at least the shell namespaces", () => {
    for (const lang of LANGUAGES) expect(readdirSync(root)).toContain(lang);
    expect(namespaces).toEqual(
      expect.arrayContaining(["common.json", "auth.json", "home.json", "personal.json"]),
    );
  });

  it("every namespace exists in all four languages", () => {
    for (const lang of LANGUAGES) {
      const missing = namespaces.filter((file) => !readdirSync(join(root, lang)).includes(file));
      expect(missing, `${lang} is missing`).toEqual([]);
    }
  });

  for (const file of namespaces) {
    it(`${file}: same keys in every language and no empty values`, () => {
      const reference = [...read("en-US", file).keys()].sort();
      expect(reference.length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        const entries = read(lang, file);
        expect([...entries.keys()].sort(), `${lang}/${file} keys`).toEqual(reference);
        const empty = [...entries]
          .filter(([, v]) => typeof v !== "string" || v.trim() === "")
          .map(([k]) => k);
        expect(empty, `${lang}/${file} empty values`).toEqual([]);
      }
    });
  }

  it("interpolation placeholders match across languages", () => {
    for (const file of namespaces) {
      const en = read("en-US", file);
      for (const lang of LANGUAGES) {
        for (const [key, value] of read(lang, file)) {
          const names = (text: unknown) =>
            [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
          expect(names(value), `${lang}/${file} ${key}`).toEqual(names(en.get(key)));
        }
      }
    }
  });
});
