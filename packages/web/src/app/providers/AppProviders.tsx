import type { Language } from "@fenestra/core/account/index";
import { ConfigProvider, type ThemeConfig } from "antd";
import type { Locale } from "antd/es/locale";
import dayjs from "dayjs";
import { type ReactNode, useEffect, useMemo, useState } from "react";
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

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the person asked their system for less motion (followed while the page is open). */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(REDUCED_MOTION);
    if (!media) return;
    const follow = () => setReduced(media.matches);
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);
  return reduced;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  // Dialogs, menus and messages appear without zooming or sliding for someone who asked for less
  // motion (WCAG 2.3.3); a dialog's buttons are then where they stay from the first frame.
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo<ThemeConfig>(
    () => (reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={locale} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
