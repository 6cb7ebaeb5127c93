import type { Plugin } from "vite";

// The web reads a route descriptor's method, path and access only (shared/api/create-client.ts,
// use-keys-allow.ts): it validates no request or answer with the descriptor's zod schemas. Yet a
// page that calls `routes.measurement.detail` evaluates `measurement.api.ts`, which builds every
// schema its descriptors name, and so loads zod (26 KB gzipped) and the schemas' code before it can
// show anything. For the web build only, this plugin rewrites each `packages/api/src/**/*.api.ts`:
// its imports of zod, of schema modules (`*.schemas.ts`, core's `schemas/`), of the paging schemas
// and of core's keyed-validation helpers, and any other import named `…Schema`, become one inert
// stand-in, so the descriptors keep every field but their schemas. A form that validates with a
// schema imports the schema module itself and gets the real one. The server, the tests and the
// types read the real descriptors.

const API_FILE = /[\\/]packages[\\/]api[\\/]src[\\/].+\.api\.ts$/;
const SCHEMA_SOURCE = /^(zod(\/.*)?|.*schemas.*|\.\.\/paging\.ts|@fenestra\/core\/validation\/keyed)$/;
const SCHEMA_NAME = /Schemas?$/;
// `import { a, b as c, type D } from "x";` and `import * as n from "x";` (one statement, any lines)
const IMPORT = /^import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+"([^"]+)";?[ \t]*$/gm;

/** Stands for any schema: calling it, reading or chaining anything on it gives itself. */
const STAND_IN = `const __schemaStandIn = new Proxy(function () {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => "" : __schemaStandIn),
  apply: () => __schemaStandIn,
  construct: () => __schemaStandIn,
});\n`;

type Binding = { imported: string; local: string };

/** What a named or namespace import binds (type-only ones bind nothing at run time). */
function bindings(clause: string): Binding[] {
  const star = /^\*\s+as\s+(\w+)$/.exec(clause.trim());
  if (star?.[1]) return [{ imported: "*", local: star[1] }];
  return clause
    .replace(/[{}]/g, "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith("type "))
    .map((part) => {
      const [imported = part, local = imported] = part.split(/\s+as\s+/);
      return { imported, local };
    });
}

const standIns = (bound: readonly Binding[]) =>
  bound.length === 0 ? "" : `const ${bound.map((b) => `${b.local} = __schemaStandIn`).join(", ")};`;

const clauseOf = (b: Binding) => (b.imported === b.local ? b.local : `${b.imported} as ${b.local}`);

/** The source of an `*.api.ts` module with its schema imports replaced by the stand-in. */
export function withoutSchemas(code: string): string {
  let replaced = false;
  const out = code.replace(
    IMPORT,
    (statement, typeOnly: string | undefined, clause: string, source: string) => {
      if (typeOnly) return statement;
      const bound = bindings(clause);
      if (SCHEMA_SOURCE.test(source)) {
        replaced = true;
        return standIns(bound);
      }
      const schemas = bound.filter((b) => SCHEMA_NAME.test(b.imported));
      if (schemas.length === 0 || bound.some((b) => b.imported === "*")) return statement;
      replaced = true;
      const kept = bound.filter((b) => !SCHEMA_NAME.test(b.imported));
      const rest = kept.length > 0 ? `import { ${kept.map(clauseOf).join(", ")} } from "${source}";\n` : "";
      return rest + standIns(schemas);
    },
  );
  return replaced ? STAND_IN + out : code;
}

export function descriptorsWithoutSchemas(): Plugin {
  return {
    name: "fenestra:descriptors-without-schemas",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!API_FILE.test(id.split("?")[0] ?? id)) return null;
      return { code: withoutSchemas(code), map: null };
    },
  };
}
