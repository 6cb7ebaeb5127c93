import type auth from "../../locales/en-US/auth.json";
import type common from "../../locales/en-US/common.json";
import type home from "../../locales/en-US/home.json";
import type personal from "../../locales/en-US/personal.json";
import type purchase from "../../locales/en-US/purchase.json";

// Typed translation keys: t("login.title") in the "auth" namespace is checked against the en-US
// catalogue, so a key that does not exist is a compile error. The locale-parity test keeps the
// other three languages in step. Keys that arrive as data (server/core) go through translateKey.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      auth: typeof auth;
      home: typeof home;
      personal: typeof personal;
      purchase: typeof purchase;
    };
  }
}
