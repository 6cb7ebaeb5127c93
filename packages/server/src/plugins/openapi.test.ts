import SwaggerParser from "@apidevtools/swagger-parser";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testAppForFile } from "../test/helpers/test-app.ts";
import { installOpenApi } from "./openapi.ts";

type Doc = Parameters<typeof SwaggerParser.validate>[0] & {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
};
type Node = {
  $ref?: string;
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  enum?: unknown[];
};

let served: Doc;
const t = testAppForFile();
beforeAll(async () => {
  served = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Doc;
});

/** Every `$ref` in a part of the document. */
const refsIn = (value: unknown): string[] =>
  JSON.stringify(value)
    .match(/"\$ref":"[^"]+"/g)
    ?.map((ref) => ref.slice(8, -1)) ?? [];

/** The design a new order item's body carries: its frames' root region. */
const itemBodyRoot = (doc: Doc) => {
  const post = doc.paths["/api/orders/{id}/items"]?.post as {
    requestBody: { content: { "application/json": { schema: Node } } };
  };
  const design = post.requestBody.content["application/json"].schema.properties?.design;
  return design?.properties?.frames?.items?.properties?.root;
};

describe("the OpenAPI document", () => {
  it("validates with a maintained OpenAPI validator (what Swagger UI and code generators read)", async () => {
    // validate() dereferences the object it is given, so it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(served))).resolves.toBeDefined();
  });

  it("names every schema it refers to as a component that exists", () => {
    const refs = new Set(refsIn(served));
    expect(refs.size).toBeGreaterThan(0);
    const components = Object.keys(served.components?.schemas ?? {});
    for (const ref of refs) expect(components.map((name) => `#/components/schemas/${name}`)).toContain(ref);
  });

  it("resolves the recursive design region: a split's children are regions again", async () => {
    expect(itemBodyRoot(served)).toEqual({ $ref: "#/components/schemas/RegionInput" });
    const dereferenced = (await SwaggerParser.dereference(structuredClone(served))) as unknown as Doc;
    const root = itemBodyRoot(dereferenced);
    const split = root?.oneOf?.find((kind) => kind.properties?.kind?.enum?.[0] === "split");
    expect(split?.properties?.children?.items).toBe(root);
  });
});

describe("a recursive schema without a name", () => {
  it("still becomes a component the document refers to", async () => {
    type Tree = { label: string; branches: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ label: z.string(), branches: z.array(tree) }));
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await installOpenApi(app);
    app.post("/api/trees", { schema: { body: z.object({ trunk: tree }) } }, async () => ({}));
    await app.ready();
    const doc = app.swagger() as unknown as Doc;
    await app.close();
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    const post = doc.paths["/api/trees"]?.post as {
      requestBody: { content: Record<string, { schema: Node }> };
    };
    const ref = post.requestBody.content["application/json"]?.schema.properties?.trunk?.$ref ?? "";
    const name = ref.replace("#/components/schemas/", "");
    expect(name).toMatch(/^Recursive\d+Input$/);
    expect(refsIn(doc.components?.schemas?.[name])).toEqual([ref]);
  });
});
