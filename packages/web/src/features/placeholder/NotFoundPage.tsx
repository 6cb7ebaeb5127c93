import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function Component() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t("notFound.title")}
      extra={
        <Link to="/home">
          <Button type="primary">{t("nav.home")}</Button>
        </Link>
      }
    />
  );
}
