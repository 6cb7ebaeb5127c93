import type { CompanyModules } from "@fenestra/core/account/index";

// Product management needs the script module (SPEC §3 company modules: above 0 usable, -1
// expired); special shapes also need polygon. Sub-accounts (fid > 1) never get here: the
// navigation guard (SPEC §6 rule 3) blocks them, and the server refuses them too.

export type ModuleState = "usable" | "expired" | "locked";

export function moduleState(
  modules: CompanyModules | undefined | null,
  name: "script" | "polygon",
): ModuleState {
  const value = modules?.[name] ?? 0;
  if (value > 0) return "usable";
  return value === -1 ? "expired" : "locked";
}
