import { Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { ui, useUi } from "../../shared/state/ui-store.ts";
import { buyMessageKey, contactPhone } from "./buy-dialog-content.ts";

export const BUY_DIALOG_WIDTH = 360;

export function BuyDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const variant = useUi((s) => s.buyDialog);
  const user = useSession()?.userinfo;
  return (
    <Modal
      open={variant !== null}
      width={BUY_DIALOG_WIDTH}
      title={t("buy.title")}
      okText={t("buy.buyNow")}
      cancelText={t("actions.cancel")}
      onCancel={ui.closeBuyDialog}
      onOk={() => {
        ui.closeBuyDialog();
        navigate("/purchase/renew");
      }}
      data-testid="buy-dialog"
      centered
    >
      {variant !== null ? (
        <>
          <Typography.Paragraph data-testid="buy-dialog-text">
            {translateKey(buyMessageKey(variant))}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t("buy.contact", { phone: contactPhone(user?.be_invited_user_phone) })}
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
