import { Button } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { ui } from "../../shared/state/ui-store.ts";
import { RefreshSnackbar } from "../dialogs/RefreshSnackbar.tsx";
import { isChunkLoadError } from "../sw/chunk-errors.ts";

/**
 * Route errors replace the whole layout. A page chunk that failed to load shows the
 * system-refresh snackbar (SPEC §8) over a page with the same refresh button, which stays after
 * the snackbar's 3 s; anything else is a plain error page.
 */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) ui.showRefreshNotice("chunk");
  }, [chunk]);
  return (
    <div role="alert" style={{ padding: 48, textAlign: "center" }}>
      <h1 style={{ fontSize: 20 }}>{chunk ? t("refresh.text") : t("errors.unexpected")}</h1>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t("refresh.button")}
      </Button>
      {chunk ? <RefreshSnackbar /> : null}
    </div>
  );
}
