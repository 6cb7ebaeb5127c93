import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The boundary rules of biome.json and lint/*.grit refuse what they should and pass the rest:
// lint-fixtures/ holds probe files laid out as in the repository, each line that a rule must
// refuse marked `// refused: <category>`. The probes are linted with the repository's own
// configuration in a temporary copy (`npm run lint` leaves lint-fixtures/ out), so removing or
// weakening a rule fails this test.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const FIXTURES = join(ROOT, "lint-fixtures");
const BIOME = join(ROOT, "node_modules/.bin/biome");

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };

function probeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return probeFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(FIXTURES, path)] : [];
  });
}

/** "path:line category" for each line marked `// refused: category`. */
function expected(file: string): string[] {
  return readFileSync(join(FIXTURES, file), "utf8")
    .split("\n")
    .flatMap((text, i) => {
      const refused = /\/\/ refused: (\S+)/.exec(text)?.[1];
      return refused ? [`${file}:${i + 1} ${refused}`] : [];
    });
}

function lintCopy(): Diagnostic[] {
  const dir = mkdtempSync(join(tmpdir(), "lint-fixtures-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(ROOT, "biome.json"), join(dir, "biome.json"));
  cpSync(join(ROOT, "lint"), join(dir, "lint"), { recursive: true });
  cpSync(FIXTURES, dir, { recursive: true });
  const run = spawnSync(BIOME, ["lint", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: dir,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics;
}

describe("the boundary lint rules", () => {
  const files = probeFiles(FIXTURES);
  const diagnostics = lintCopy();
  const found = (file: string) =>
    diagnostics
      .filter((d) => d.location.path === file)
      .map((d) => `${file}:${d.location.start.line} ${d.category}`)
      .sort();

  it("has probes for every package's override", () => {
    for (const area of [
      "packages/core",
      "packages/api",
      "packages/web",
      // web's own layers: shared/ below the features, a feature reaching another only by its index.ts
      "packages/web/src/shared",
      "packages/web/src/features",
      "packages/server",
      "packages/cli",
      "e2e",
    ])
      expect(files.some((file) => file.startsWith(`${area}/`))).toBe(true);
  });

  it.each(files)("refuses exactly the marked lines of %s", (file) => {
    expect(found(file)).toEqual(expected(file).sort());
  });
});
