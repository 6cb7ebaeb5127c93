// The demo company's own words in the four languages: its name, its people, its customers and the
// notes it writes. The demo seed writes them in the company's language (zh-CN for the demo).
import type { Language } from "@fenestra/core/account/languages";
import { enUS } from "./en-US.ts";
import { ruRU } from "./ru-RU.ts";
import type { DemoCompanyWords } from "./types.ts";
import { viVN } from "./vi-VN.ts";
import { zhCN } from "./zh-CN.ts";

export type { DemoCompanyWords, DemoCustomer } from "./types.ts";

export const DEMO_COMPANY_WORDS: Readonly<Record<Language, DemoCompanyWords>> = {
  "zh-CN": zhCN,
  "en-US": enUS,
  "vi-VN": viVN,
  "ru-RU": ruRU,
};
