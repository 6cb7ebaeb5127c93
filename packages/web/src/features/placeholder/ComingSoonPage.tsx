import { Result } from "antd";
import { useTranslation } from "react-i18next";

/** Placeholder for screens later issues build; clearly labelled in every language. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t("comingSoon.title")}
      subTitle={t("comingSoon.text")}
      data-testid="coming-soon"
    />
  );
}

export { ComingSoon as Component };
