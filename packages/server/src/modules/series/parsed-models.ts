import { type Series, seriesSchema } from "@fenestra/core";

// A series model parsed once per process and version: every save of a window prices it with its
// series, and parsing the stored model (zod) and then compiling its formulas (core's BOM keeps the
// compiled series per model object) cost more than the rest of the save's own work. The key is the
// row's id, version and updated-at, which every change of a series moves (versionedUpdate), so a
// series changed through another process is parsed afresh here at its next use: nothing stale is
// served. The models are frozen: a caller that changed one would change it for every later request.

const LIMIT = 500;
const parsed = new Map<number, { version: number; updatedAt: number; model: Series }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The parsed model of a series row, from this process's cache when the row has not changed. */
export function parsedModel(row: { id: number; version: number; updatedAt: Date; model: unknown }): Series {
  const hit = parsed.get(row.id);
  if (hit && hit.version === row.version && hit.updatedAt === row.updatedAt.getTime()) {
    // Most recently used last, so the oldest is the first to go.
    parsed.delete(row.id);
    parsed.set(row.id, hit);
    return hit.model;
  }
  const model = deepFreeze(seriesSchema.parse(row.model));
  parsed.delete(row.id);
  parsed.set(row.id, { version: row.version, updatedAt: row.updatedAt.getTime(), model });
  if (parsed.size > LIMIT) parsed.delete(parsed.keys().next().value as number);
  return model;
}
