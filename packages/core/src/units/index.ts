export * from "./branded.ts";
export * from "./length-units.ts";
export * from "./saw-angle.ts";
