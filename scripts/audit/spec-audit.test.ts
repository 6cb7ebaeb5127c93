// docs/spec-audit.md is the SPEC audit: one row per numbered line of SPEC.md with where it is
// implemented and tested. This holds it to SPEC's shape and to the repository: each section has
// each of its items once, in order; every path it names exists; a row marked done names an
// implementation and a test; any other row says why in its status cell. SPEC.md lives beside
// DESIGN.md, outside the repository, so its shape — the items under each section, counted in the
// order SPEC lists them — is written here; a change of SPEC changes these counts and the table.

import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** SPEC's sections (their audit prefix) and how many numbered lines each has, in SPEC's order. */
const SPEC_SECTIONS: [section: string, items: number][] = [
  ["1", 10], // What the product does and for whom
  ["2", 34], // Screens and routes (its route rows included)
  ["2a", 6], // Top bars
  ["2b", 6], // Drawing page
  ["2c", 6], // Dialogs
  ["3", 21], // Entities and their fields
  ["4", 18], // States and transitions
  ["5", 21], // Validation rules
  ["6", 18], // Roles and permissions (the navigation guard's eight rules included)
  ["7", 9], // Calls
  ["8", 10], // Error catalogue
  ["9", 15], // Business constants and limits
];

const STATUSES = ["done", "partial", "missing", "separate", "n/a"] as const;

type Row = { id: string; status: string; statusCell: string; built: string[]; tested: string[] };

const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

function rows(): Row[] {
  const text = readFileSync("docs/spec-audit.md", "utf8");
  return text
    .split("\n")
    .filter((line) => /^\| \d+[a-c]?\.\d+ \|/.test(line))
    .map((line) => {
      const cells = line
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim());
      const [id = "", , statusCell = "", built = "", tested = ""] = cells;
      return {
        id,
        statusCell,
        status: /^(done|partial|missing|separate|n\/a)\b/.exec(statusCell)?.[1] ?? statusCell,
        built: paths(built),
        tested: paths(tested),
      };
    });
}

describe("docs/spec-audit.md", () => {
  const table = rows();

  it("has every numbered line of every SPEC section once, in SPEC's order", () => {
    const expected = SPEC_SECTIONS.flatMap(([section, count]) =>
      Array.from({ length: count }, (_, i) => `${section}.${i + 1}`),
    );
    expect(table.map((r) => r.id)).toEqual(expected);
  });

  it("names only paths that exist", () => {
    const missing = table.flatMap((r) =>
      [...r.built, ...r.tested].filter((p) => !existsSync(p)).map((p) => `${r.id}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it("names tests that are tests", () => {
    const notTests = table.flatMap((r) =>
      r.tested.filter((p) => !/\.(test|spec)\.tsx?$/.test(p)).map((p) => `${r.id}: ${p}`),
    );
    expect(notTests).toEqual([]);
  });

  it("marks each row with a status; done names its code and a test, the others say why", () => {
    const wrong = table.flatMap((r) => {
      if (!(STATUSES as readonly string[]).includes(r.status)) return [`${r.id}: status "${r.statusCell}"`];
      if (r.status === "done" && (r.built.length === 0 || r.tested.length === 0))
        return [`${r.id}: done without code or test`];
      if (r.status === "partial" && !r.statusCell.includes(":"))
        return [`${r.id}: partial without saying what is missing`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});
