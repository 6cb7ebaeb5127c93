import { LANGUAGES, type Language } from "@fenestra/core/account/languages";
import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { switchLanguage } from "../i18n/i18n.ts";
import { LANGUAGE_NAMES } from "../i18n/language-names.ts";

export { LANGUAGE_NAMES };

/** A segmented switch rather than a Select: it is a fraction of the size on the sign-in pages. */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { i18n, t } = useTranslation();
  return (
    <Segmented<Language>
      aria-label={t("language.label")}
      data-testid="language-switch"
      size="small"
      value={i18n.resolvedLanguage as Language}
      options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      onChange={(language) => {
        void switchLanguage(language);
        onChange?.(language);
      }}
    />
  );
}
