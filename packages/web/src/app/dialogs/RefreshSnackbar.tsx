import { Button, Flex } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ui, useUi } from "../../shared/state/ui-store.ts";

/** SPEC §9: the system-refresh notice stays 3 s. */
export const REFRESH_NOTICE_MS = 3000;

export function RefreshSnackbar() {
  const { t } = useTranslation();
  const notice = useUi((s) => s.refreshNotice);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(ui.closeRefreshNotice, REFRESH_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  return (
    <Flex
      role="status"
      data-testid="refresh-snackbar"
      align="center"
      gap={16}
      style={{
        position: "fixed",
        left: "50%",
        bottom: 24,
        transform: "translateX(-50%)",
        background: "#323232",
        color: "#fff",
        padding: "8px 16px",
        borderRadius: 4,
        zIndex: 2000,
      }}
    >
      <span>{notice === "update" ? t("refresh.updated") : t("refresh.text")}</span>
      <Button size="small" type="primary" onClick={() => window.location.reload()}>
        {t("refresh.button")}
      </Button>
    </Flex>
  );
}
