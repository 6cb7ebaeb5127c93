export * from "./branded.ts";
export * from "./length-units.ts";
