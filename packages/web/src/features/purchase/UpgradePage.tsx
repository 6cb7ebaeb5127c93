import { Result } from "antd";
import { useTranslation } from "react-i18next";

/** purchase.upgrade (the normal bar hides here). Payment is a later issue. */
export function Component() {
  const { t } = useTranslation("purchase");
  return (
    <Result status="info" title={t("upgrade.title")} subTitle={t("comingSoon")} data-testid="upgrade-page" />
  );
}
