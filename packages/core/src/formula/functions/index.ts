// The function table: every function the language knows, looked up by lower-case name.
import { logicFunctions } from "./logic.ts";
import { mathFunctions } from "./math.ts";
import type { FunctionSpec } from "./types.ts";

export const FUNCTIONS: ReadonlyMap<string, FunctionSpec> = new Map(
  [...mathFunctions, ...logicFunctions].map((f) => [f.name, f as FunctionSpec]),
);

export { truthy } from "./logic.ts";
export { ceilTo, floorTo, roundTo } from "./math.ts";
export type { FunctionFailure, FunctionSpec } from "./types.ts";
