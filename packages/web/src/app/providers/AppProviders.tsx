import type { Language } from "@fenestra/core/account/index";
import { ConfigProvider, type ThemeConfig } from "antd";
import type { Locale } from "antd/es/locale";
import dayjs from "dayjs";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadAntdLocale } from "../../shared/i18n/antd-locale.ts";
import { useMediaQuery } from "../../shared/ui/use-media-query.ts";
import { applyDocumentStyle, appTheme } from "../theme/theme.ts";

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

/** The person asked their system for less motion (followed while the page is open). */
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  useEffect(() => applyDocumentStyle(language), [language]);
  // Dialogs, menus and messages appear without zooming or sliding for someone who asked for less
  // motion (WCAG 2.3.3); a dialog's buttons are then where they stay from the first frame.
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const theme = useMemo<ThemeConfig>(() => appTheme(language, reducedMotion), [language, reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
