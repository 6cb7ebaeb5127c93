import { Button, Typography } from "antd";
import { Dialog } from "../ui/Dialog.tsx";
import { useSavingT } from "./i18n.ts";

type Props = {
  open: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
};

/** Someone else saved the record since it was opened: reload theirs, or overwrite it knowingly. */
export function StaleSaveDialog({ open, onReload, onOverwrite, onCancel }: Props) {
  const t = useSavingT();
  return (
    <Dialog
      open={open}
      title={t("stale.title")}
      onCancel={onCancel}
      width={420}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="stale-save-cancel">
          {t("stale.cancel")}
        </Button>,
        <Button key="reload" type="primary" onClick={onReload} data-testid="stale-save-reload">
          {t("stale.reload")}
        </Button>,
        <Button key="overwrite" danger onClick={onOverwrite} data-testid="stale-save-overwrite">
          {t("stale.overwrite")}
        </Button>,
      ]}
    >
      <div data-testid="stale-save-dialog">
        <Typography.Paragraph>{t("stale.body")}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t("stale.hint")}</Typography.Paragraph>
      </div>
    </Dialog>
  );
}
