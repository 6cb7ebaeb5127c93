// Account rules shared by server and web. checkPasswordStrength is NOT re-exported here: it
// carries a large dictionary; import it from "@fenestra/core/account/password-strength".
export * from "./company-branding.ts";
export * from "./entitlements.ts";
export * from "./fields.ts";
export * from "./forms.ts";
export * from "./languages.ts";
export * from "./permissions.ts";
export * from "./purchase.ts";
export * from "./rewards.ts";
export * from "./session.ts";
export * from "./settings.ts";
export * from "./xxf-data.ts";
