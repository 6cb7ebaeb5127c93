import { Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useUi } from "../../shared/state/ui-store.ts";

/** The global loading overlay (SPEC §2); -998 hides it. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useUi((s) => s.loadingCount > 0);
  return <Spin fullscreen spinning={loading} description={t("loading")} />;
}
