// Glass sheet cutting: the panes of one glass packed onto its stock sheets with guillotine cuts
// only, a lower bound beside the plan, and the plan's checks (docs/glass-cutting.md).
export { checkGlassSheetPlan, isGuillotine } from "./checkPlan.ts";
export { sheetLowerBound, usableSheet } from "./lowerBound.ts";
export { DEFAULT_GLASS_PACK_OPTIONS, type GlassPackOptions, packGlassSheets } from "./pack.ts";
export {
  DEFAULT_GLASS_SHEET,
  DEFAULT_GLASS_SHEET_SETTINGS,
  GLASS_SHEET_LIMITS,
  type GlassSheetSettings,
  glassSheetSettingsSchema,
  glassSheetSizeSchema,
} from "./settings.ts";
export type * from "./types.ts";
