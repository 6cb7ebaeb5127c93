import type { ModalProps } from "antd";
import { useTranslation } from "react-i18next";
import { Dialog } from "./Dialog.tsx";

type Props = Omit<ModalProps, "onOk" | "onCancel" | "confirmLoading" | "okText" | "cancelText"> & {
  /** Save is busy while the save is on its way. */
  saving?: boolean;
  saveTestId?: string;
  onSave: () => void;
  onClose: () => void;
};

/**
 * A dialog that saves what it holds: Save and Cancel, Save busy while `saving`, and its contents
 * dropped when it closes, so each opening starts afresh.
 */
export function SaveDialog({ saving, saveTestId, onSave, onClose, okButtonProps, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      okText={t("actions.save")}
      cancelText={t("actions.cancel")}
      confirmLoading={saving}
      onOk={onSave}
      onCancel={onClose}
      okButtonProps={
        saveTestId
          ? ({ ...okButtonProps, "data-testid": saveTestId } as ModalProps["okButtonProps"])
          : okButtonProps
      }
      destroyOnHidden
      {...props}
    />
  );
}
