import { Button, Flex, Result } from "antd";
import { useTranslation } from "react-i18next";
import { logout } from "../../shared/session/logout.ts";

/** manage.workshop.staff: where workshop staff land (guard rule 5). Scanning comes in a later issue. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" data-testid="workshop-staff">
      <Result status="info" title={t("workshop.title")} subTitle={t("comingSoon.text")} />
      <Button onClick={() => void logout()}>{t("bar.logout")}</Button>
    </Flex>
  );
}
