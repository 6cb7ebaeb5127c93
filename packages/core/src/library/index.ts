export * from "./insert.ts";
export * from "./recommend.ts";
export * from "./template-types.ts";
export { BUILTIN_TEMPLATE_IDS, builtinTemplates } from "./templates.ts";
