// The bill of materials engine (docs/bom.md).
export { type BomOptions, type BomWindow, bomFromLines, calculateBom } from "./calculate.ts";
export { type FabricationMisfit, fabricationMisfit } from "./fabrication-misfit.ts";
export { lineKey } from "./merge.ts";
export { calculateOrderBom, type OrderItem, windowsOf } from "./order.ts";
export { applyRounding, roundFen } from "./rounding.ts";
export type * from "./types.ts";
export { HARDWARE_CATEGORIES, type HardwarePiece, windowHardware } from "./window-hardware.ts";
