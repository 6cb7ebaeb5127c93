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

// Math.sin(30 * π/180) is 0.49999999999999994 and Math.cos(90 * π/180) is 6e-17: a factory
// writing W * sin(30) expects exactly W / 2. Sine and cosine are cleaned to 15 decimals (far
// below a micrometre on any window), which makes the exact angles exact: sin(30) = 0.5,
// cos(90) = 0, tan(45) = 1, and tan(90) divides by zero, so it is err_21 and not 1.6e16.
function clean(v: number): number {
  return (Math.sign(v) * Math.round(Math.abs(v) * 1e15)) / 1e15 + 0; // + 0 turns -0 into 0
}
function sinDeg(deg: number): number {
  return clean(Math.sin(deg * DEG));
}
function cosDeg(deg: number): number {
  return clean(Math.cos(deg * DEG));
}
function tanDeg(deg: number): number {
  if (cosDeg(deg) === 0) return Number.NaN;
  return Number(Math.tan(deg * DEG).toPrecision(15));
}

export const mathFunctions = [
  numeric("min", 1, VARIADIC, (a) => Math.min(...a)),
  numeric("max", 1, VARIADIC, (a) => Math.max(...a)),
  numeric("round", 1, 2, (a) => roundTo(a[0] as number, a[1] ?? 0)),
  numeric("ceil", 1, 2, (a) => ceilTo(a[0] as number, a[1] ?? 0)),
  numeric("floor", 1, 2, (a) => floorTo(a[0] as number, a[1] ?? 0)),
  numeric("abs", 1, 1, (a) => Math.abs(a[0] as number)),
  numeric("sqrt", 1, 1, (a) => Math.sqrt(a[0] as number)),
  numeric("sin", 1, 1, (a) => sinDeg(a[0] as number)),
  numeric("cos", 1, 1, (a) => cosDeg(a[0] as number)),
  numeric("tan", 1, 1, (a) => tanDeg(a[0] as number)),
  numeric("atan", 1, 1, (a) => Math.atan(a[0] as number) / DEG),
  numeric("pow", 2, 2, (a) => (a[0] as number) ** (a[1] as number)),
];

export { ceilTo, floorTo, roundTo };
