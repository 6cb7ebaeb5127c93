import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ui, useUi } from "../../shared/state/ui-store.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";

export const LACK_AUTHORITY_WIDTH = 420;

export function LackAuthorityDialog() {
  const { t } = useTranslation();
  const open = useUi((s) => s.lackAuthority);
  return (
    <Dialog
      open={open}
      width={LACK_AUTHORITY_WIDTH}
      title={t("lackAuthority.title")}
      okText={t("actions.ok")}
      cancelButtonProps={{ style: { display: "none" } }}
      onOk={ui.closeLackAuthority}
      onCancel={ui.closeLackAuthority}
      centered
    >
      <Typography.Paragraph data-testid="lack-authority-text">{t("lackAuthority.text")}</Typography.Paragraph>
    </Dialog>
  );
}
