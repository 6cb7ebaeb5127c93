// Numeric functions. Trigonometry takes degrees because window angles are given in degrees.
import type { NumericFunction } from "./types.ts";

const DEG = Math.PI / 180;
const VARIADIC = 255;

function numeric(name: string, minArgs: number, maxArgs: number, evaluate: NumericFunction["evaluate"]) {
  return { kind: "numeric", name, minArgs, maxArgs, evaluate } as const satisfies NumericFunction;
}

/** Rounds half away from zero to `digits` decimals (factories expect 2.5 → 3, −2.5 → −3). */
function roundTo(x: number, digits: number): number {
  const f = 10 ** Math.trunc(digits);
  const scaled = Math.abs(x) * f;
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return (Math.sign(x) * Math.round(scaled + 1e-9 * Math.max(1, scaled))) / f;
}
function ceilTo(x: number, digits: number): number {
  const f = 10 ** Math.trunc(digits);
  return Math.ceil(x * f - 1e-9) / f;
}
function floorTo(x: number, digits: number): number {
  const f = 10 ** Math.trunc(digits);
  return Math.floor(x * f + 1e-9) / f;
}

export const mathFunctions = [
  numeric("min", 1, VARIADIC, (a) => Math.min(...a)),
  numeric("max", 1, VARIADIC, (a) => Math.max(...a)),
  numeric("round", 1, 2, (a) => roundTo(a[0] as number, a[1] ?? 0)),
  numeric("ceil", 1, 2, (a) => ceilTo(a[0] as number, a[1] ?? 0)),
  numeric("floor", 1, 2, (a) => floorTo(a[0] as number, a[1] ?? 0)),
  numeric("abs", 1, 1, (a) => Math.abs(a[0] as number)),
  numeric("sqrt", 1, 1, (a) => Math.sqrt(a[0] as number)),
  numeric("sin", 1, 1, (a) => Math.sin((a[0] as number) * DEG)),
  numeric("cos", 1, 1, (a) => Math.cos((a[0] as number) * DEG)),
  numeric("tan", 1, 1, (a) => Math.tan((a[0] as number) * DEG)),
  numeric("atan", 1, 1, (a) => Math.atan(a[0] as number) / DEG),
  numeric("pow", 2, 2, (a) => (a[0] as number) ** (a[1] as number)),
];

export { ceilTo, floorTo, roundTo };
