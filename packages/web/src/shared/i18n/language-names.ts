import type { Language } from "@fenestra/core/account/languages";

// Each language is named in itself, so it is readable whatever the current language is (the
// app's switch and the landing page's).
export const LANGUAGE_NAMES: Record<Language, string> = {
  "zh-CN": "简体中文",
  "en-US": "English",
  "vi-VN": "Tiếng Việt",
  "ru-RU": "Русский",
};
