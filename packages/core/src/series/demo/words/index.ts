// The words of the demo series (names of the series, their catalogue lines, colours, formula
// rows and variable notes) in the four languages: one table per language, keyed by code, so the
// series themselves are written once (../alu-casement.ts and its siblings take the words).
import type { Language } from "../../../account/languages.ts";
import { enUS } from "./en-US.ts";
import { ruRU } from "./ru-RU.ts";
import type { DemoWords } from "./types.ts";
import { viVN } from "./vi-VN.ts";
import { zhCN } from "./zh-CN.ts";

export type { DemoLineCode, DemoWords } from "./types.ts";

export const DEMO_WORDS: Readonly<Record<Language, DemoWords>> = {
  "zh-CN": zhCN,
  "en-US": enUS,
  "vi-VN": viVN,
  "ru-RU": ruRU,
};
