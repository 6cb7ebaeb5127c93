import { z } from "zod";

type Schema = z.core.$ZodType;

const isSchema = (value: unknown): value is Schema => value instanceof z.core.$ZodType;

/** The schemas a schema is made of: whatever its definition holds (shape, options, items, inner type…). */
function partsOf(schema: Schema): Schema[] {
  const def = schema._zod.def;
  if (def.type === "lazy") return [(def as z.core.$ZodLazyDef).getter() as Schema];
  return Object.values(def).flatMap((value): Schema[] => {
    if (isSchema(value)) return [value];
    if (Array.isArray(value)) return value.filter(isSchema);
    if (value !== null && typeof value === "object") return Object.values(value).filter(isSchema);
    return [];
  });
}

/**
 * The schemas that contain themselves (a `z.lazy` design region holding regions): each is the first
 * schema met again on the way down from `roots` (plain objects and arrays are looked through, as a
 * route's `response: { 200: schema }`).
 */
export function recursiveSchemas(roots: unknown[]): Set<Schema> {
  const heads = new Set<Schema>();
  const onPath = new Set<Schema>();
  const seen = new Set<Schema>();
  const visit = (schema: Schema) => {
    if (onPath.has(schema)) heads.add(schema);
    if (seen.has(schema)) return;
    seen.add(schema);
    onPath.add(schema);
    for (const part of partsOf(schema)) visit(part);
    onPath.delete(schema);
  };
  const start = (value: unknown) => {
    if (isSchema(value)) visit(value);
    else if (Array.isArray(value)) value.forEach(start);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(start);
  };
  roots.forEach(start);
  return heads;
}

/**
 * Gives every recursive schema among `roots` an id in zod's global registry, so the OpenAPI
 * converter (fastify-type-provider-zod) refers to it as `#/components/schemas/<id>` and
 * `jsonSchemaTransformObject` emits that component. Without an id the converter refers to the
 * cycle as `#/components/schemas/schema0` and emits nothing there, and the document does not
 * validate. A schema keeps the id its `.meta({ id })` gives it (core's design region is `Region`);
 * one without gets `Recursive<n>`.
 */
export function nameRecursiveSchemas(roots: unknown[]) {
  for (const schema of recursiveSchemas(roots)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id) continue;
    let n = 1;
    while (z.globalRegistry._idmap.has(`Recursive${n}`)) n++;
    z.globalRegistry.add(schema, { ...meta, id: `Recursive${n}` });
  }
}
