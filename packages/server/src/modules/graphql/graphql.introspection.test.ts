import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
  parse,
  printSchema,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { schema } from "./graphql.schema.ts";
import { GRAPHQL_LIMITS, queryLimitExceeded } from "./graphql-limits.ts";

let token: string;
const t = testAppForFile();
beforeAll(async () => {
  token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
});

async function gql(query: string, bearer?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/graphql",
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), targetlanguage: "en-US" },
    payload: { query },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      code?: number;
      data?: unknown;
      errors?: { field?: string; message: string }[];
    },
  };
}

/** `{ a { a { … } } }` nested `levels` deep under `top` (field names need not exist for the count). */
const nested = (top: string, levels: number): string =>
  levels === 0 ? "name" : `${top} { ${nested("a", levels - 1)} }`;

describe("GraphQL introspection", () => {
  it("answers graphql's standard introspection query, from which GraphQL tools build the server's schema", async () => {
    for (const options of [{}, { descriptions: true, specifiedByUrl: true, inputValueDeprecation: true }]) {
      const { status, body } = await gql(getIntrospectionQuery(options), token);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const built = buildClientSchema(body.data as IntrospectionQuery);
      expect(printSchema(built)).toBe(printSchema(buildSchema(schema)));
    }
  });

  it("is refused to a caller who is not signed in", async () => {
    const { body } = await gql(getIntrospectionQuery());
    expect(body).toMatchObject({ code: -998, data: null });
  });

  it("refuses lists of types nested past graphql's introspection limit", async () => {
    const { status, body } = await gql(
      "{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }",
      token,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toContain("Maximum introspection depth exceeded");
  });

  it("opens no way around the limits of data fields asked beside it", async () => {
    const introspection = "__schema { queryType { name } }";
    // Data nested one level more than allowed, beside an introspection: still too deep.
    expect(
      queryLimitExceeded(parse(`{ ${introspection} ${nested("contracts", GRAPHQL_LIMITS.depth)} }`)),
    ).toEqual({
      key: "graphql.too_deep",
      max: GRAPHQL_LIMITS.depth,
    });
    // Only a top-level __schema or __type is introspection; one below a data field has the data's limit.
    expect(
      queryLimitExceeded(parse(`{ contracts { ${nested("__schema", GRAPHQL_LIMITS.depth - 1)} } }`)),
    ).toEqual({
      key: "graphql.too_deep",
      max: GRAPHQL_LIMITS.depth,
    });
    // Introspection has a depth of its own.
    expect(queryLimitExceeded(parse(`{ ${nested("__schema", GRAPHQL_LIMITS.introspectionDepth)} }`))).toEqual(
      {
        key: "graphql.too_deep",
        max: GRAPHQL_LIMITS.introspectionDepth,
      },
    );
    expect(
      queryLimitExceeded(parse(`{ ${nested("__schema", GRAPHQL_LIMITS.introspectionDepth - 1)} }`)),
    ).toBeNull();
    // Through the route: top-level fields and aliases of data beside an introspection are still counted.
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `f${i}: id`).join(" ");
    const roots = Array.from({ length: GRAPHQL_LIMITS.rootFields }, (_, i) => `r${i}: contracts { total }`);
    const cases: [string, string][] = [
      [
        `{ ${introspection} contracts { items { ${aliases} } } }`,
        "The query uses too many aliases (at most 20)",
      ],
      [
        `{ ${introspection} ${roots.join(" ")} }`,
        "The query asks for too many things at once (at most 10 top-level fields): split it",
      ],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await gql(query, token);
      expect(status, query.slice(0, 60)).toBe(400);
      expect(body.errors?.[0]?.message).toBe(message);
    }
  });
});
