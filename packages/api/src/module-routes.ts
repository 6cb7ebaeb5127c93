import type { RouteAccess } from "./access.ts";
import type { HttpMethod, RouteDef, SuccessKey } from "./route.ts";

/** What one route states beyond its verb and path: the module's tag and access unless it names its own. */
type RouteParts = Omit<RouteDef, "method" | "path" | "tag" | "access"> & {
  tag?: string;
  access?: RouteAccess;
};

/**
 * What several routes of a module share beyond its tag and access: the parameters naming one
 * resource, and the answer (the resource as its page shows it) when each of them gives the same.
 */
type Shared = Partial<Omit<RouteParts, "description">>;

/** A route's own parts: the answer may be left to what its routes share. */
type PartsGiven<S> = S extends { response: RouteDef["response"] } ? Partial<RouteParts> : RouteParts;

/** `Base` with the fields `Given` names in place of its own, flattened for readable hovers. */
type Merged<Base, Given> = {
  [K in keyof (Omit<Base, keyof Given> & Given)]: (Omit<Base, keyof Given> & Given)[K];
};

type Verb<M extends HttpMethod, T extends string, A extends RouteAccess, S, D> = <
  const P extends RouteDef["path"],
  const R extends PartsGiven<S>,
>(
  path: P,
  route: R,
) => Merged<Merged<{ method: M; path: P; tag: T; access: A }, Merged<S, D>>, R>;

export type ModuleRoutes<T extends string, A extends RouteAccess, S> = {
  get: Verb<"GET", T, A, S, unknown>;
  post: Verb<"POST", T, A, S, unknown>;
  /** A POST that adds something (success.add). */
  create: Verb<"POST", T, A, S, { success: "success.add" }>;
  put: Verb<"PUT", T, A, S, unknown>;
  /** A PUT that edits something (success.edit). */
  update: Verb<"PUT", T, A, S, { success: "success.edit" }>;
  del: Verb<"DELETE", T, A, S, unknown>;
  /** A DELETE that deletes something (success.delete). */
  remove: Verb<"DELETE", T, A, S, { success: "success.delete" }>;
  /**
   * The same module's routes sharing more: `route.with({ params: orderParams })` for one order's
   * routes, `{ response: orderDetailSchema }` when each answers the order.
   */
  with: <const S2 extends Shared>(more: S2) => ModuleRoutes<T, A, Merged<S, S2>>;
};

/**
 * The route descriptors of one module: each verb fills in the method, the module's OpenAPI tag, the
 * access most of its routes share (a route may name others) and the usual success message of its
 * kind; `post`, `put` and `del` state theirs, or answer success.get. Each descriptor keeps its
 * literal type, as `defineRoute` does, so callers infer params, query, body and data.
 */
export function moduleRoutes<
  const T extends string,
  const A extends RouteAccess,
  const S extends Shared = Record<never, never>,
>(tag: T, access: A, shared: S = {} as S): ModuleRoutes<T, A, S> {
  const verb =
    (method: HttpMethod, success?: SuccessKey) =>
    (path: RouteDef["path"], route: Partial<RouteParts>): never =>
      ({ method, path, tag, access, ...shared, ...(success && { success }), ...route }) as never;
  return {
    get: verb("GET"),
    post: verb("POST"),
    create: verb("POST", "success.add"),
    put: verb("PUT"),
    update: verb("PUT", "success.edit"),
    del: verb("DELETE"),
    remove: verb("DELETE", "success.delete"),
    with: (more) => moduleRoutes(tag, access, { ...shared, ...more }) as never,
  };
}
