// Limits of the read API at /api/graphql: one request cannot hold the server.
// Before execution: the request's shape (a string query, object variables), its length, and the
// query's depth, fields, aliases and top-level fields (each top-level field is at least one
// database round trip). Introspection (a top-level `__schema` or `__type`) reads the schema, not
// the database: its selections have bounds of their own, deep enough for graphql's standard
// introspection query, so GraphQL tools can read the schema. During execution: a deadline for the
// whole request.
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";
import { z } from "zod";
import { AppError } from "../../plugins/errors.ts";

export const GRAPHQL_LIMITS = {
  /** Characters of the query text. */
  queryChars: 10_000,
  /** Nesting of selections (contract → orders → fields is 3). */
  depth: 6,
  /** Fields in all, fragments expanded. */
  fields: 300,
  /** Fields asked under another name. */
  aliases: 20,
  /** Top-level fields: each is a service call with its own queries. */
  rootFields: 10,
  /**
   * Nesting of a top-level `__schema` or `__type` (graphql's getIntrospectionQuery() nests 15: a
   * type reference's chain of `ofType`). Its fields and aliases are counted apart from the data's,
   * against the same limits; graphql's own MaxIntrospectionDepthRule (run with every query)
   * refuses lists of types nested more than 3 deep (`types { fields { type { fields …`).
   */
  introspectionDepth: 20,
  /** Wall time of one request, ms. */
  deadlineMs: 5_000,
} as const;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** The body of a GraphQL request (POST) or its query string (GET). */
export const graphqlRequestSchema = z.object(
  {
    query: z
      .string({ error: "graphql.query_required" })
      .min(1, { error: "graphql.query_required" })
      .max(GRAPHQL_LIMITS.queryChars, { error: "graphql.query_too_long" }),
    // An object; in a GET query string, the JSON text of one.
    variables: z
      .union(
        [
          z.record(z.string(), z.unknown()),
          z
            .string()
            .max(GRAPHQL_LIMITS.queryChars)
            .refine(isJsonObject, { error: "graphql.variables_invalid" }),
        ],
        {
          error: "graphql.variables_invalid",
        },
      )
      .nullable()
      .optional(),
    operationName: z.string({ error: "validation.invalid" }).max(100).nullable().optional(),
  },
  { error: "graphql.query_required" },
);

type Counts = { fields: number; aliases: number };

/** What one operation has used: its data fields, and apart from them its introspection fields. */
type Budget = { data: Counts; introspection: Counts };

/** A limit a query passes over: its message key and the limit, for the caller's message. */
export type LimitExceeded = { key: string; max: number };

/** The top-level fields that read the schema instead of the data. */
const INTROSPECTION_ROOTS = new Set(["__schema", "__type"]);

/**
 * Walks an operation with its fragments expanded, counting fields and aliases and measuring
 * depth; stops at the first limit passed, so a fan-out of fragments costs no more than the limit.
 * Below a top-level `__schema` or `__type` (`introspecting`), the depth allowed is
 * `introspectionDepth` and the fields and aliases are the introspection's count.
 */
function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  budget: Budget,
  depth: number,
  expanding: Set<string>,
  introspecting: boolean,
): LimitExceeded | null {
  const maxDepth = introspecting ? GRAPHQL_LIMITS.introspectionDepth : GRAPHQL_LIMITS.depth;
  if (depth > maxDepth) return { key: "graphql.too_deep", max: maxDepth };
  const counts = introspecting ? budget.introspection : budget.data;
  for (const selection of selectionSet.selections) {
    let inner: SelectionSetNode | undefined;
    if (selection.kind === Kind.FIELD) {
      counts.fields += 1;
      if (selection.alias) counts.aliases += 1;
      if (counts.fields > GRAPHQL_LIMITS.fields)
        return { key: "graphql.too_many_fields", max: GRAPHQL_LIMITS.fields };
      if (counts.aliases > GRAPHQL_LIMITS.aliases)
        return { key: "graphql.too_many_aliases", max: GRAPHQL_LIMITS.aliases };
      inner = selection.selectionSet;
      if (inner) {
        const below = introspecting || (depth === 1 && INTROSPECTION_ROOTS.has(selection.name.value));
        const found = measure(inner, fragments, budget, depth + 1, expanding, below);
        if (found) return found;
      }
      continue;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) inner = selection.selectionSet;
    else {
      const name = selection.name.value;
      if (expanding.has(name)) continue; // a cycle: graphql's own NoFragmentCycles rule reports it
      inner = fragments[name]?.selectionSet;
      if (inner) {
        expanding.add(name);
        const found = measure(inner, fragments, budget, depth, expanding, introspecting);
        expanding.delete(name);
        if (found) return found;
      }
      continue;
    }
    const found = measure(inner, fragments, budget, depth, expanding, introspecting);
    if (found) return found;
  }
  return null;
}

/** The first limit the operations of a document pass over, or null. */
export function queryLimitExceeded(document: DocumentNode): LimitExceeded | null {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  const operations = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  for (const operation of operations) {
    const roots = operation.selectionSet.selections.length;
    if (roots > GRAPHQL_LIMITS.rootFields)
      return { key: "graphql.too_many_root_fields", max: GRAPHQL_LIMITS.rootFields };
    const budget = { data: { fields: 0, aliases: 0 }, introspection: { fields: 0, aliases: 0 } };
    const found = measure(operation.selectionSet, fragments, budget, 1, new Set(), false);
    if (found) return found;
  }
  return null;
}

/** The validation rule mercurius runs before execution; its error's message is the key. */
export function costLimitRule(context: ValidationContext): ASTVisitor {
  return {
    Document(node) {
      const found = queryLimitExceeded(node);
      if (found) context.reportError(new GraphQLError(found.key, { extensions: { max: found.max } }));
      return false; // counted once, from the top
    },
  };
}

/**
 * The deadline of one request: one timer, armed when its first resolver starts and cleared when
 * its answer ends (`endDeadline`, from the plugin's onResponse and onRequestAbort hooks), so no
 * deadline outlives its request. Its rejection is handled even when no resolver is racing it
 * (all settled, or one refused its arguments before returning): it never reaches the process.
 */
export class RequestDeadline {
  readonly at: number;
  readonly expired: Promise<never>;
  private timer: NodeJS.Timeout | undefined;

  constructor(ms: number = GRAPHQL_LIMITS.deadlineMs) {
    this.at = Date.now() + ms;
    this.expired = new Promise<never>((_, reject) => {
      this.timer = setTimeout(() => reject(new AppError("graphql.timeout")), ms);
    });
    this.expired.catch(() => {});
    // A timer left behind must not keep a stopping process alive either.
    this.timer?.unref();
  }

  /**
   * Runs a resolver within the deadline. Whatever it does — return a value, reject, or throw
   * before returning a promise — the answer is one promise, refused past the deadline.
   */
  run<T>(resolve: () => T | Promise<T>): Promise<T> {
    if (Date.now() >= this.at) return Promise.reject(new AppError("graphql.timeout"));
    return Promise.race([new Promise<T>((done) => done(resolve())), this.expired]);
  }

  end() {
    clearTimeout(this.timer);
  }
}

export type DeadlineHolder = { deadline?: RequestDeadline };

/** Per-request deadline: every resolver starting after it, or running past it, is refused. */
export function withDeadline<T>(ctx: DeadlineHolder, run: () => T | Promise<T>): Promise<T> {
  ctx.deadline ??= new RequestDeadline();
  return ctx.deadline.run(run);
}

/** Ends a request's deadline (its answer is sent, or its caller went away). */
export function endDeadline(ctx: DeadlineHolder | undefined) {
  ctx?.deadline?.end();
}
