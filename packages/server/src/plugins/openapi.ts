import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import swagger from "@fastify/swagger";
import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { nameRecursiveSchemas } from "./recursive-schemas.ts";
import { register } from "./register-route.ts";

/** Collects the zod route schemas into an OpenAPI document; register before any route. */
export async function installOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Fenestra API",
        version: "0.1.0",
        description:
          "Every answer is an envelope {code, message, key?, data}; codes, keys, languages, paging, " +
          "who may call a route and safe repeats (Idempotency-Key) are explained in docs/api.md.",
      },
      externalDocs: { description: "The API guide", url: "/api/guide" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    // A recursive schema gets a name before its route is converted, and every named schema becomes a
    // component of the document (recursive-schemas.ts).
    transform: (route) => {
      nameRecursiveSchemas([route.schema]);
      return jsonSchemaTransform(route);
    },
    transformObject: jsonSchemaTransformObject,
  });
}

export function openApiRoute(app: FastifyInstance) {
  register(app, routes.system.openApi, async () => app.swagger());
  register(app, routes.system.guide, async (_req, reply) =>
    reply.type("text/markdown; charset=utf-8").send(await readFile(apiGuidePath(), "utf8")),
  );
}

/**
 * docs/api.md: in the sources three folders above src/plugins, once built copied beside the
 * bundle (build.mjs). Walks up from this module because the bundler may place it in a chunk folder.
 */
function apiGuidePath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    for (const candidate of [join(dir, "api.md"), join(dir, "docs", "api.md")])
      if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error("docs/api.md not found");
}
