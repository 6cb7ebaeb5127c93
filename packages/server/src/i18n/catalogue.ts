import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@fenestra/core";
import type { AcuteEndNote } from "@fenestra/core/units/saw-angle";
import type { DocumentWords } from "./document-words.ts";
import { enUSDocuments } from "./messages/en-US.documents.ts";
import { enUS, type MessageKey } from "./messages/en-US.ts";
import { ruRUDocuments } from "./messages/ru-RU.documents.ts";
import { ruRU } from "./messages/ru-RU.ts";
import { viVNDocuments } from "./messages/vi-VN.documents.ts";
import { viVN } from "./messages/vi-VN.ts";
import { zhCNDocuments } from "./messages/zh-CN.documents.ts";
import { zhCN } from "./messages/zh-CN.ts";

export type { MessageKey };

export const catalogues: Record<Language, Record<MessageKey, string>> = {
  "zh-CN": zhCN,
  "en-US": enUS,
  "vi-VN": viVN,
  "ru-RU": ruRU,
};

/** The words of the server's documents (quotes, contracts, workbooks, delivery notes, QR labels). */
export const documentWords: Record<Language, DocumentWords> = {
  "zh-CN": zhCNDocuments,
  "en-US": enUSDocuments,
  "vi-VN": viVNDocuments,
  "ru-RU": ruRUDocuments,
};

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(enUS, key);
}

/** The language named by a TargetLanguage header, falling back to the default (zh-CN). */
export function pickLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Translates a key; `{name}` placeholders take values from `params`. An unknown key answers
 * its last segment, the same rule the web app uses.
 */
export function translate(language: Language, key: string, params: Record<string, string> = {}): string {
  const text = isMessageKey(key) ? catalogues[language][key] : (key.split(".").pop() ?? key);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The words after an end cut square under the series' minimum mitre angle, in `language`. */
export const acuteEndNote =
  (language: Language): AcuteEndNote =>
  (style, joint) =>
    documentWords[language].acuteEnd[style].replace("{angle}", joint);
