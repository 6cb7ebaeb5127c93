import { Result } from "antd";
import { useTranslation } from "react-i18next";

/** purchase.renew: always reachable, even for expired accounts (guard rule 6). Payment is a later issue. */
export function Component() {
  const { t } = useTranslation("purchase");
  return (
    <Result status="info" title={t("renew.title")} subTitle={t("comingSoon")} data-testid="renew-page" />
  );
}
