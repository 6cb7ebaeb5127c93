// Control-flow and text functions.
import type { Ast, Value } from "../ast.ts";
import type { LazyFunction, ValueFunction } from "./types.ts";

const ifFunction: LazyFunction = {
  kind: "lazy",
  name: "if",
  minArgs: 3,
  maxArgs: 3,
  evaluate(args, evalArg) {
    const cond = evalArg(args[0] as Ast);
    if (typeof cond === "object") return cond;
    return evalArg((truthy(cond) ? args[1] : args[2]) as Ast);
  },
};

/** A value is true when it is a non-zero number or non-empty text. */
export function truthy(v: Value): boolean {
  return typeof v === "number" ? v !== 0 : v.length > 0;
}

const concatFunction: ValueFunction = {
  kind: "value",
  name: "concat",
  minArgs: 1,
  maxArgs: 255,
  evaluate: (args) => args.map(String).join(""),
};

export const logicFunctions = [ifFunction, concatFunction];
