import { textProblem } from "@fenestra/core/schemas/text";
import type { FastifyInstance } from "fastify";
import { FieldError } from "./errors.ts";

type Found = { field: string; key: string };

/**
 * The first text in a request that no column can store (a NUL or other control character, an
 * unpaired UTF-16 surrogate), in a key or a value at any depth. Walks without recursion, so a
 * deeply nested body cannot exhaust the stack.
 */
export function findBadText(value: unknown, root: string): Found | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, field] = stack.pop() as [unknown, string];
    if (typeof current === "string") {
      const key = textProblem(current);
      if (key) return { field, key };
    } else if (current !== null && typeof current === "object") {
      for (const [name, child] of Object.entries(current)) {
        const key = textProblem(name);
        const path = field ? `${field}.${name}` : name;
        if (key) return { field: path, key };
        stack.push([child, path]);
      }
    }
  }
  return null;
}

/**
 * Before any route's schema runs, refuses (HTTP 400, a field error in the caller's language)
 * text the database cannot hold in path parameters, the query string and the body. One hook for
 * every route, present and future.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const found =
      findBadText(request.params, "") ?? findBadText(request.query, "") ?? findBadText(request.body, "");
    if (found) throw new FieldError(found.field, found.key);
  });
}
