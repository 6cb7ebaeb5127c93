import {
  contractDetailSchema,
  contractPageSchema,
  contractSchema,
  customerPageSchema,
  customerSchema,
  orderDetailSchema,
  orderItemSchema,
  orderSchema,
  quoteItemSchema,
  routes,
} from "@fenestra/api";
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schema as sdl } from "./graphql.schema.ts";

// The GraphQL schema is text beside the REST contract (@fenestra/api): every object type that
// mirrors a REST answer is checked against the zod schema of that answer, field by field — the
// name, the scalar kind (Int and Float are numbers), list or not, and null or not — so a field
// added to, renamed in or retyped in one and not the other fails here.

type Kind = "string" | "number" | "boolean" | "object" | "unknown";
/** A value as both sides describe it. */
type Shape = { kind: Kind; nullable: boolean; list: Shape | null; fields: Record<string, z.ZodType> | null };

// biome-ignore lint/suspicious/noExplicitAny: zod's definitions are walked generically here.
const defOf = (schema: z.ZodType): any => (schema as unknown as { _zod: { def: unknown } })._zod.def;

/** What a zod schema produces (its output: a pipe's last stage, a default's inner value). */
function zodShape(schema: z.ZodType, nullable = false): Shape {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
      return zodShape(def.innerType, true);
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return zodShape(def.innerType, nullable);
    case "pipe":
      return zodShape(def.out.type === "transform" ? def.in : def.out, nullable);
    case "string":
    case "enum":
      return { kind: "string", nullable, list: null, fields: null };
    case "number":
    case "int":
      return { kind: "number", nullable, list: null, fields: null };
    case "boolean":
      return { kind: "boolean", nullable, list: null, fields: null };
    case "literal":
      return { kind: typeof def.values[0] as Kind, nullable, list: null, fields: null };
    case "array":
      return { kind: "object", nullable, list: zodShape(def.element), fields: null };
    case "object":
      return { kind: "object", nullable, list: null, fields: def.shape };
    default:
      return { kind: "unknown", nullable, list: null, fields: null };
  }
}

const SCALAR_KINDS: Record<string, Kind> = {
  Int: "number",
  Float: "number",
  String: "string",
  ID: "string",
  Boolean: "boolean",
};

function graphqlShape(type: GraphQLOutputType | GraphQLInputType): Shape {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return { kind: "object", nullable, list: graphqlShape(inner.ofType), fields: null };
  const named = getNamedType(inner);
  if (isScalarType(named))
    return { kind: SCALAR_KINDS[named.name] ?? "unknown", nullable, list: null, fields: null };
  return { kind: "object", nullable, list: null, fields: null };
}

const describeShape = (s: Shape): string =>
  `${s.list ? `[${describeShape(s.list)}]` : s.kind}${s.nullable ? " or null" : ""}`;

/** Where one GraphQL value and the REST answer at the same place disagree (empty: they agree). */
function compareValue(
  where: string,
  gql: GraphQLOutputType,
  zod: z.ZodType,
  nested: (type: GraphQLObjectType, zod: z.ZodType, where: string) => string[],
): string[] {
  const g = graphqlShape(gql);
  const r = zodShape(zod);
  const same = (a: Shape, b: Shape): boolean =>
    a.kind === b.kind &&
    a.nullable === b.nullable &&
    (a.list === null) === (b.list === null) &&
    (a.list === null || b.list === null || same(a.list, b.list));
  if (!same(g, r)) return [`${where}: GraphQL ${describeShape(g)}, REST ${describeShape(r)}`];
  const named = getNamedType(gql);
  if (!isObjectType(named)) return [];
  let element = zod;
  while (zodShape(element).list) {
    const def = defOf(element);
    element = def.type === "array" ? def.element : (def.innerType ?? def.out);
  }
  return nested(named, element, where);
}

/** The object fields of a zod schema, through optional, nullable, default and pipe. */
function fieldsOf(zod: z.ZodType): Record<string, z.ZodType> {
  const shape = zodShape(zod);
  if (!shape.fields) throw new Error("not an object schema");
  return shape.fields;
}

/**
 * GraphQL ⊆ REST, all the way down: every field of the GraphQL type (and of the types it nests)
 * is in the REST answer with the same kind.
 */
function fieldsAgree(type: GraphQLObjectType, zod: z.ZodType, where = type.name): string[] {
  const rest = fieldsOf(zod);
  return Object.values(type.getFields()).flatMap((field: GraphQLField<unknown, unknown>) => {
    const at = `${where}.${field.name}`;
    const answer = rest[field.name];
    if (!answer) return [`${at}: in GraphQL, not in the REST answer`];
    return compareValue(at, field.type, answer, fieldsAgree);
  });
}

/**
 * REST ⊆ GraphQL for a mirror: every field of the REST answer is in the GraphQL type, or named
 * as deliberately left out (and a name left out must still be a REST field GraphQL lacks).
 */
function nothingForgotten(type: GraphQLObjectType, zod: z.ZodType, leftOut: readonly string[]): string[] {
  const gql = type.getFields();
  const rest = fieldsOf(zod);
  return [
    ...Object.keys(rest)
      .filter((name) => !gql[name] && !leftOut.includes(name))
      .map(
        (name) => `${type.name}.${name}: in the REST answer, not in GraphQL (add it, or list it as left out)`,
      ),
    ...leftOut
      .filter((name) => !rest[name] || gql[name])
      .map(
        (name) =>
          `${type.name}.${name}: listed as left out, but ${gql[name] ? "GraphQL has it" : "REST lacks it"}`,
      ),
  ];
}

/** A GraphQL argument and the REST query or path parameter it stands for agree in kind. */
function argumentsAgree(
  field: GraphQLField<unknown, unknown>,
  input: Record<string, z.ZodType>,
  renamed: Record<string, string>,
): string[] {
  return field.args.flatMap((arg: GraphQLArgument) => {
    const at = `Query.${field.name}(${arg.name})`;
    const rest = input[renamed[arg.name] ?? arg.name];
    if (!rest) return [`${at}: no such REST query or path parameter`];
    const g = graphqlShape(arg.type);
    const r = zodShape(rest);
    // An argument with a default may be left out, like a REST parameter with a default.
    const optional = g.nullable || arg.defaultValue !== undefined;
    const restOptional = r.nullable || ["default", "optional"].includes(defOf(rest).type);
    if (g.kind !== r.kind || (g.list === null) !== (r.list === null))
      return [`${at}: GraphQL ${describeShape(g)}, REST ${describeShape(r)}`];
    if (optional !== restOptional) return [`${at}: optional in one, required in the other`];
    return [];
  });
}

type Mirror = {
  /** The data of the REST answer this type mirrors. */
  rest: z.ZodType;
  /** REST fields GraphQL does not offer, on purpose. */
  leftOut: readonly string[];
};

/** Every GraphQL object type that mirrors a REST answer, with what it deliberately leaves out. */
const MIRRORS: Record<string, Mirror> = {
  Order: { rest: orderSchema, leftOut: ["salespersonId", "updatedAt"] },
  OrderItem: {
    rest: orderItemSchema,
    leftOut: [
      "orderId",
      "design",
      "installPosition",
      "note",
      "seriesId",
      "seriesName",
      "seriesMissing",
      "color",
      "glass",
      "screen",
      "profileType",
      "hardwareBrand",
      "reinforcement",
      "wallThickness",
      "minArea",
      "weights",
      "createdAt",
      "updatedAt",
    ],
  },
  OrderDetail: {
    rest: orderDetailSchema,
    leftOut: ["salespersonId", "itemCount", "createdAt", "updatedAt"],
  },
  QuoteItem: { rest: quoteItemSchema, leftOut: [] },
  Contract: {
    rest: contractSchema,
    leftOut: ["markupPercent", "salespersonId", "ownerCompanyId", "factoryCompanyId", "updatedAt"],
  },
  ContractDetail: {
    rest: contractDetailSchema,
    leftOut: [
      "phone",
      "address",
      "type",
      "area",
      "discountPercent",
      "markupPercent",
      "orderDate",
      "salespersonId",
      "confirmed",
      "customerConfirm",
      "ownerCompanyId",
      "factoryCompanyId",
      "createdAt",
      "updatedAt",
      "sides",
      "sunroom",
      "settlePrompt",
      "collections",
      "production",
      "priceSteps",
    ],
  },
  ContractPage: { rest: contractPageSchema, leftOut: [] },
  OrderPage: { rest: routes.orders.list.response, leftOut: [] },
  Customer: { rest: customerSchema, leftOut: [] },
  CustomerPage: { rest: customerPageSchema, leftOut: [] },
};

/** GraphQL types with no REST answer to mirror, and why. */
const GRAPHQL_ONLY: Record<string, string> = {};

type QuerySource =
  | {
      route: { response: z.ZodType; query?: z.ZodType; params?: z.ZodType };
      /** GraphQL argument → REST parameter, where the names differ. */
      renamed?: Record<string, string>;
      /** The part of the route's answer the query returns (default: all of it). */
      pick?: (data: z.ZodType) => z.ZodType;
    }
  | { graphqlOnly: string };

/** Each root query and the REST route answering the same (its arguments are its parameters). */
const QUERIES: Record<string, QuerySource> = {
  contracts: { route: routes.contracts.list },
  contract: { route: routes.contracts.detail },
  orders: { route: routes.orders.list },
  order: { route: routes.orders.detail },
  quoteItems: {
    route: routes.contracts.detail,
    renamed: { contractId: "id" },
    pick: (data) => fieldsOf(data).quoteItems as z.ZodType,
  },
  customers: { route: routes.crm.list },
};

const inputFields = (route: { query?: z.ZodType; params?: z.ZodType }) => ({
  ...(route.query ? fieldsOf(route.query) : {}),
  ...(route.params ? fieldsOf(route.params) : {}),
});

/** Every disagreement between a GraphQL schema and the REST contract (empty: they agree). */
function disagreements(
  built: GraphQLSchema,
  mirrors: Record<string, Mirror>,
  queries: Record<string, QuerySource>,
): string[] {
  const problems: string[] = [];
  const types = Object.values(built.getTypeMap()).filter(
    (type): type is GraphQLObjectType => type instanceof GraphQLObjectType && !type.name.startsWith("__"),
  );
  for (const type of types) {
    if (type.name === "Query") continue;
    const mirror = mirrors[type.name];
    if (!mirror) {
      if (!GRAPHQL_ONLY[type.name])
        problems.push(`${type.name}: mirrors no REST answer and is not GraphQL-only`);
      continue;
    }
    problems.push(...fieldsAgree(type, mirror.rest), ...nothingForgotten(type, mirror.rest, mirror.leftOut));
  }
  const query = built.getQueryType();
  for (const field of Object.values(query?.getFields() ?? {})) {
    const source = queries[field.name];
    if (!source) {
      problems.push(`Query.${field.name}: no REST route named for it`);
      continue;
    }
    if ("graphqlOnly" in source) continue;
    const answer = source.pick ? source.pick(source.route.response) : source.route.response;
    problems.push(
      ...compareValue(`Query.${field.name}`, field.type, answer, fieldsAgree),
      ...argumentsAgree(field, inputFields(source.route), source.renamed ?? {}),
    );
  }
  return problems;
}

describe("the GraphQL schema against the REST contract (@fenestra/api)", () => {
  const built = buildSchema(sdl);

  it("agrees field by field: names, scalar kinds, lists and nulls, arguments and answers", () => {
    expect(disagreements(built, MIRRORS, QUERIES)).toEqual([]);
  });

  it("pairs every object type with a REST answer, or names it GraphQL-only", () => {
    const named = Object.values(built.getTypeMap())
      .filter(
        (type) => type instanceof GraphQLObjectType && !type.name.startsWith("__") && type.name !== "Query",
      )
      .map((type) => type.name)
      .sort();
    expect(named).toEqual([...Object.keys(MIRRORS), ...Object.keys(GRAPHQL_ONLY)].sort());
  });

  it("fails when a field is added to one side only, renamed or retyped", () => {
    const order = MIRRORS.Order as Mirror;
    const withRest = (rest: z.ZodType) => ({ ...MIRRORS, Order: { ...order, rest } });
    // A REST field GraphQL does not have.
    expect(disagreements(built, withRest(orderSchema.extend({ dueDate: z.string() })), QUERIES)).toEqual([
      "Order.dueDate: in the REST answer, not in GraphQL (add it, or list it as left out)",
    ]);
    // A GraphQL field REST does not answer.
    const extraField = buildSchema(sdl.replace("type Order {", "type Order {\n    dueDate: String"));
    expect(disagreements(extraField, MIRRORS, QUERIES)).toContain(
      "Order.dueDate: in GraphQL, not in the REST answer",
    );
    // A retyped and a newly nullable field.
    const retyped = orderSchema.extend({ amount: z.string(), orderNo: z.string().nullable() });
    expect(disagreements(built, withRest(retyped), QUERIES)).toEqual([
      "Order.orderNo: GraphQL string, REST string or null",
      "Order.amount: GraphQL number, REST string",
    ]);
    // An argument REST does not take.
    const badArgument = buildSchema(sdl.replace("order(id: Int!)", "order(id: Int!, lang: String)"));
    expect(disagreements(badArgument, MIRRORS, QUERIES)).toEqual([
      "Query.order(lang): no such REST query or path parameter",
    ]);
    // A new type nobody paired.
    const newType = buildSchema(
      `${sdl}\n  type Payment { id: Int! }\n  extend type Query { payments: [Payment!]! }`,
    );
    expect(disagreements(newType, MIRRORS, QUERIES)).toEqual([
      "Payment: mirrors no REST answer and is not GraphQL-only",
      "Query.payments: no REST route named for it",
    ]);
  });
});
