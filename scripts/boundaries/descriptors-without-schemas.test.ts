// The web build's descriptors without their schemas (packages/web/descriptors-without-schemas.ts,
// docs/measurement.md "Figures"): every module of the contract, rewritten, imports neither zod nor
// a schema, and a rewritten descriptor keeps its method, path, access and key while its schemas
// become the inert stand-in (calling or chaining it never throws).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutSchemas } from "../../packages/web/descriptors-without-schemas.ts";

const API = join(import.meta.dirname, "../../packages/api/src");
const apiFiles = (readdirSync(API, { recursive: true }) as string[]).filter((f) => f.endsWith(".api.ts"));
const importsOf = (code: string) =>
  [...code.matchAll(/^import\s+(?!type\s)(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+"([^"]+)"/gm)].map((m) => ({
    clause: m[1] ?? "",
    source: m[2] ?? "",
  }));

describe("the web build's route descriptors without their schemas", () => {
  it("no module of the contract, rewritten, imports zod, a schema module or a name …Schema", () => {
    expect(apiFiles.length).toBeGreaterThan(20);
    for (const file of apiFiles) {
      const rewritten = withoutSchemas(readFileSync(join(API, file), "utf8"));
      for (const { clause, source } of importsOf(rewritten)) {
        expect(source, file).not.toMatch(/^zod|schemas|paging|validation\/keyed/);
        expect(clause, file).not.toMatch(/Schemas?\b/);
      }
    }
  });

  it("keeps what the web reads of a descriptor; its schemas stand in, chained or called", async () => {
    const source = `import { z } from "zod";
import {
  orderSchema,
  type Order,
  LIMIT as limit,
} from "./orders.schemas.ts";
export const orders = {
  detail: {
    method: "GET",
    path: "/api/orders/:id",
    access: { kind: "signedIn" },
    idempotent: true,
    description: \`At most \${limit}.\`,
    params: z.object({ id: z.coerce.number().int() }),
    response: orderSchema.extend({ lines: z.array(orderSchema).max(limit) }).nullable(),
  },
};`;
    const js = withoutSchemas(source).replace(/^import type .*$/gm, "");
    const mod = await import(`data:text/javascript,${encodeURIComponent(js)}`);
    expect(mod.orders.detail).toMatchObject({
      method: "GET",
      path: "/api/orders/:id",
      access: { kind: "signedIn" },
      idempotent: true,
    });
  });
});
