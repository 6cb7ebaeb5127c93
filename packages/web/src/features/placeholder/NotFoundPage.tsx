import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";

export function Component() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t("notFound.title")}
      extra={
        <LinkButton to="/home" type="primary">
          {t("nav.home")}
        </LinkButton>
      }
    />
  );
}
