import { translateKey } from "../../shared/i18n/i18n.ts";

/** A scope (a permission key) in the reader's language, as the sub-account editor names it. */
export const scopeLabel = (scope: string) => translateKey(`personal:permission.${scope}`);
