// Walks the Ast and computes a value. No eval, no closures built from text: a switch over
// the node type. Errors propagate as values (the first error met wins), each pointing at the
// span of the node that caused it.
import type { Ast, BinaryNode, CallNode, Result, Value } from "./ast.ts";
import { type FormulaErrorCode, formulaError } from "./errors.ts";
import { FUNCTIONS, truthy } from "./functions/index.ts";

/** Key of the scope a scope falls back to (element → frame → series parameters). */
export const PARENT: unique symbol = Symbol("parent scope");

/**
 * Variables by upper-case name. Lengths are millimetres, angles degrees, areas m². A name
 * not found is looked up in the scope under PARENT, so a BOM element's scope holds only its
 * own few names: small objects of one shape each, cheap to build and fast to read.
 */
export type Scope = Readonly<Record<string, Value | undefined>> & { readonly [PARENT]?: Scope };

/** The value of `name` (upper-case) in `scope` or the scopes it falls back to. */
export function lookup(scope: Scope, name: string): Value | undefined {
  let s: Scope | undefined = scope;
  do {
    const v: Value | undefined = s[name];
    if (v !== undefined) return v;
    s = s[PARENT];
  } while (s !== undefined);
  return undefined;
}

/** Builds a scope from names in any case (later names win over earlier ones). */
export function makeScope(vars: Readonly<Record<string, Value>>): Scope {
  const scope: Record<string, Value> = {};
  for (const [name, value] of Object.entries(vars)) scope[name.toUpperCase()] = value;
  return scope;
}

function spanError(node: Ast, code: FormulaErrorCode, detail?: string) {
  return formulaError(code, node.start, Math.max(1, node.end - node.start), detail);
}

export function evaluate(node: Ast, scope: Scope): Result {
  switch (node.type) {
    case "number":
    case "string":
      return node.value;
    case "variable": {
      // Own names first without a call (the common case), then the scopes fallen back to.
      const own = scope[node.name];
      if (own !== undefined) return own;
      const parent = scope[PARENT];
      const v = parent === undefined ? undefined : lookup(parent, node.name);
      return v === undefined ? spanError(node, "err_12", node.name) : v;
    }
    case "unary": {
      const v = evaluate(node.operand, scope);
      if (typeof v === "object") return v;
      if (node.op === "not") return truthy(v) ? 0 : 1;
      if (typeof v !== "number") return spanError(node.operand, "err_20");
      return node.op === "-" ? -v : v;
    }
    case "binary":
      return evaluateBinary(node, scope);
    case "call":
      return evaluateCall(node, scope);
  }
}

function evaluateBinary(node: BinaryNode, scope: Scope): Result {
  const a = evaluate(node.left, scope);
  if (typeof a === "object") return a;
  // and/or short-circuit so `W > 0 and 1000 / W > 1` is safe.
  if (node.op === "and" && !truthy(a)) return 0;
  if (node.op === "or" && truthy(a)) return 1;
  const b = evaluate(node.right, scope);
  if (typeof b === "object") return b;
  switch (node.op) {
    case "and":
    case "or":
      return truthy(b) ? 1 : 0;
    case "=":
      return equal(a, b) ? 1 : 0;
    case "<>":
      return equal(a, b) ? 0 : 1;
    default:
      break;
  }
  if (typeof a !== "number") return spanError(node.left, "err_20");
  if (typeof b !== "number") return spanError(node.right, "err_20");
  switch (node.op) {
    case "+":
      return finite(a + b, node);
    case "-":
      return finite(a - b, node);
    case "*":
      return finite(a * b, node);
    case "/":
      return b === 0 ? spanError(node, "err_21") : finite(a / b, node);
    case "<":
      return a < b ? 1 : 0;
    case "<=":
      return a <= b ? 1 : 0;
    case ">":
      return a > b ? 1 : 0;
    case ">=":
      return a >= b ? 1 : 0;
  }
}

/** An overflow (1e300 * 1e300) is err_21 like a division by zero, never Infinity in a BOM line. */
function finite(r: number, node: Ast): Result {
  return Number.isFinite(r) ? r : spanError(node, "err_21");
}

/** Text compares without regard to case ('Casement' = 'casement'); numbers exactly. */
function equal(a: Value, b: Value): boolean {
  if (typeof a === "string" && typeof b === "string")
    // same text first: lower-casing builds two strings, and most tests compare a code or role
    return a === b || (a.length === b.length && a.toLowerCase() === b.toLowerCase());
  return a === b;
}

function evaluateCall(node: CallNode, scope: Scope): Result {
  const spec = FUNCTIONS.get(node.name);
  if (!spec) return spanError(node, "err_18", node.name);
  if (spec.kind === "lazy") return spec.evaluate(node.args, (arg) => evaluate(arg, scope));
  const n = node.args.length;
  if (spec.kind === "numeric" && n >= 1 && n <= 2) return numericCall2(node, spec.evaluate, scope);
  const values: Value[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = evaluate(node.args[i] as Ast, scope);
    if (typeof v === "object") return v;
    values[i] = v;
  }
  if (spec.kind === "value") {
    const r = spec.evaluate(values);
    return typeof r === "object" ? spanError(node, r.code) : r;
  }
  for (let i = 0; i < values.length; i++) {
    if (typeof values[i] !== "number") return spanError(node.args[i] as Ast, "err_20");
  }
  const r = spec.evaluate(values as number[]);
  return Number.isFinite(r) ? r : spanError(node, "err_21");
}

/** Arguments of a one- or two-argument numeric call, filled just before the call. */
const ARGS1: number[] = [0];
const ARGS2: number[] = [0, 0];

/**
 * `min(A1, A2)`, `ceil(x, 1)`, `sin(A)`: a numeric function of one or two arguments without an
 * array per call (the BOM's member rows make ~60,000 such calls per 500 windows). Arguments are
 * evaluated first (they may call functions themselves); the shared array is filled only after,
 * and a numeric function reads its arguments without keeping them.
 */
function numericCall2(node: CallNode, fn: (args: readonly number[]) => number, scope: Scope): Result {
  // the same order as the general path: every argument's error first, then their types
  const a = evaluate(node.args[0] as Ast, scope);
  if (typeof a === "object") return a;
  const two = node.args.length === 2;
  const b = two ? evaluate(node.args[1] as Ast, scope) : 0;
  if (typeof b === "object") return b;
  if (typeof a !== "number") return spanError(node.args[0] as Ast, "err_20");
  if (typeof b !== "number") return spanError(node.args[1] as Ast, "err_20");
  let r: number;
  if (two) {
    ARGS2[0] = a;
    ARGS2[1] = b;
    r = fn(ARGS2);
  } else {
    ARGS1[0] = a;
    r = fn(ARGS1);
  }
  return Number.isFinite(r) ? r : spanError(node, "err_21");
}
