import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { offersUpgrade } from "../../app/bars/account-menu.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { isWebView } from "../../shared/storage/session-store.ts";

/** purchase.upgrade (the normal bar hides here). Payment is a later issue. */
export function Component() {
  const { t } = useTranslation("purchase");
  const user = useSession()?.userinfo;
  const inAppShell = isWebView();
  const top = user !== undefined && !offersUpgrade(user, inAppShell);
  return (
    <Result
      status={top ? "success" : "info"}
      title={t("upgrade.title")}
      subTitle={top ? t("upgrade.top") : t("comingSoon")}
      extra={
        <Link to="/home">
          <Button>{t("backHome")}</Button>
        </Link>
      }
      data-testid="upgrade-page"
    />
  );
}
