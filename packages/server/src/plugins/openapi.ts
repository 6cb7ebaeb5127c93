import swagger from "@fastify/swagger";
import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { register } from "./register-route.ts";

/** Collects the zod route schemas into an OpenAPI document; register before any route. */
export async function installOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Fenestra API",
        version: "0.1.0",
        description: "Envelope {code, message, key?, data}; see docs/api.md.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

export function openApiRoute(app: FastifyInstance) {
  register(app, routes.system.openApi, async () => app.swagger());
}
