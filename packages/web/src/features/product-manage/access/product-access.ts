import { type CompanyModules, hasModule, type ModuleName } from "@fenestra/core/account/index";

// Product management needs the script module (core's entitlements table, the one the server's
// check reads); special shapes also need polygon. Sub-accounts (fid > 1) never get here: the
// navigation guard (SPEC §6 rule 3) blocks them, and the server refuses them too.

export type ModuleState = "usable" | "expired" | "locked";

/** Usable by core's rule; otherwise -1 (SPEC §3) tells an expired module from one never bought. */
export function moduleState(modules: CompanyModules | undefined | null, name: ModuleName): ModuleState {
  if (hasModule(modules ?? {}, name)) return "usable";
  return modules?.[name] === -1 ? "expired" : "locked";
}
