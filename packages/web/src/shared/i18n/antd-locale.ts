import type { Language } from "@fenestra/core/account/index";
import type { Locale } from "antd/es/locale";

// Ant Design's own texts (pagination, pickers, empty states) follow the UI language, and so does
// dayjs for dates. Each pack is loaded only when its language is chosen.
const loaders: Record<Language, () => Promise<Locale>> = {
  "zh-CN": async () => {
    await import("dayjs/locale/zh-cn");
    return (await import("antd/es/locale/zh_CN")).default;
  },
  "en-US": async () => (await import("antd/es/locale/en_US")).default,
  "vi-VN": async () => {
    await import("dayjs/locale/vi");
    return (await import("antd/es/locale/vi_VN")).default;
  },
  "ru-RU": async () => {
    await import("dayjs/locale/ru");
    return (await import("antd/es/locale/ru_RU")).default;
  },
};

const DAYJS_NAMES: Record<Language, string> = {
  "zh-CN": "zh-cn",
  "en-US": "en",
  "vi-VN": "vi",
  "ru-RU": "ru",
};

export async function loadAntdLocale(language: Language): Promise<{ locale: Locale; dayjsName: string }> {
  return { locale: await loaders[language](), dayjsName: DAYJS_NAMES[language] };
}
