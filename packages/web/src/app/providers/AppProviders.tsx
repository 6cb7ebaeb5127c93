import type { Language } from "@fenestra/core/account/index";
import { ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import dayjs from "dayjs";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadAntdLocale } from "../../shared/i18n/antd-locale.ts";
import { appTheme } from "../theme/theme.ts";

/** Switches Ant Design's and dayjs's locale with the UI language. */
function useAntdLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>();
  const language = i18n.resolvedLanguage as Language;
  useEffect(() => {
    let current = true;
    void loadAntdLocale(language).then(({ locale: next, dayjsName }) => {
      if (!current) return;
      dayjs.locale(dayjsName);
      setLocale(next);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return locale;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} theme={appTheme}>
      {children}
    </ConfigProvider>
  );
}
