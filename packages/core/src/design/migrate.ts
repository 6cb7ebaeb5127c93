// Reading a stored design: migrate older versions forward, then validate. Errors are coded
// values (never thrown text) so the API and the import can translate them.
import type { Design } from "./model.ts";
import { DESIGN_VERSION } from "./model.ts";
import { designSchema } from "./schema.ts";

export type DesignIssue = { path: string; code: string };
export type ParseDesignResult =
  | { ok: true; design: Design }
  | { ok: false; error: { code: "design.invalid" | "design.version_unsupported"; issues: DesignIssue[] } };

type Migration = (input: Record<string, unknown>) => Record<string, unknown>;

/**
 * Steps from version n to n+1, keyed by n. Version 0 was the unversioned draft shape
 * (no `version`, `unit` as a bare string); it is the first entry so the mechanism is exercised.
 */
const migrations: Record<number, Migration> = {
  0: (d) => ({
    walls: [],
    joiners: [],
    decorations: [],
    dimensions: [],
    notes: [],
    ...d,
    unit:
      typeof d.unit === "string" ? { length: d.unit, digits: 0 } : (d.unit ?? { length: "mm", digits: 0 }),
    version: 1,
  }),
};

/** Brings a stored design of any known version to the current version (no validation). */
export function migrateDesign(input: Record<string, unknown>): Record<string, unknown> | null {
  let d = input;
  let v = typeof d.version === "number" ? d.version : 0;
  while (v < DESIGN_VERSION) {
    const step = migrations[v];
    if (!step) return null;
    d = step(d);
    v++;
  }
  return v === DESIGN_VERSION ? d : null;
}

/** Migrates and validates unknown JSON into a Design. */
export function parseDesign(input: unknown): ParseDesignResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: { code: "design.invalid", issues: [{ path: "", code: "invalid_type" }] } };
  }
  const migrated = migrateDesign(input as Record<string, unknown>);
  if (!migrated) return { ok: false, error: { code: "design.version_unsupported", issues: [] } };
  const r = designSchema.safeParse(migrated);
  if (!r.success) {
    // a rule between fields (a refinement) carries its own code as the message, e.g. shape.rise_too_big
    const issues = r.error.issues.map((i) => ({
      path: i.path.join("."),
      code: i.code === "custom" ? i.message : i.code,
    }));
    return { ok: false, error: { code: "design.invalid", issues } };
  }
  return { ok: true, design: r.data as Design };
}
