import { Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { salesChatUrl } from "../../shared/navigation/sales-links.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { type BuyDetail, type BuyVariant, ui, useUi } from "../../shared/state/ui-store.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { buyAction, buyMessageKey, contactPhone } from "./buy-dialog-content.ts";
import { RenderTrialOffer } from "./RenderTrialOffer.tsx";

export const BUY_DIALOG_WIDTH = 360;

/** The prompt's body: the server's own words when it sent them, else the variant's text. */
function bodyText(variant: BuyVariant, detail: BuyDetail, trial: boolean): string {
  if (detail.message) return detail.message;
  if (detail.module)
    return translateKey("buy.moduleNamed", { module: translateKey(`purchase:module.${detail.module}`) });
  if (detail.edition)
    return translateKey("buy.editionNamed", { edition: translateKey(`purchase:edition.${detail.edition}`) });
  if (variant === 2 && !trial) return translateKey("buy.expiredPaid");
  return translateKey(buyMessageKey(variant));
}

export function BuyDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const variant = useUi((s) => s.buyDialog);
  const detail = useUi((s) => s.buyDetail);
  const user = useSession()?.userinfo;
  const action = variant === null ? null : buyAction(variant, detail, user);
  const chat = salesChatUrl();
  // The one-day rendering trial (SPEC §6), where the page needs rendering and the account may take it.
  const trialOffer = variant === 3 && detail.module === "rendering" && user?.fid === 0 && user.is_ty === 1;
  return (
    <Dialog
      open={variant !== null}
      width={BUY_DIALOG_WIDTH}
      title={t("buy.title")}
      onCancel={ui.closeBuyDialog}
      footer={[
        <Button key="cancel" onClick={ui.closeBuyDialog}>
          {action ? t("actions.cancel") : t("buy.close")}
        </Button>,
        trialOffer && (
          <RenderTrialOffer
            key="render-trial"
            onTaken={() => {
              ui.closeBuyDialog();
              // the guard runs again with the session that now holds the trial
              navigate(`${location.pathname}${location.search}`, { replace: true });
            }}
          />
        ),
        action && (
          <Button
            key="buy"
            type="primary"
            data-testid="buy-dialog-go"
            onClick={() => {
              ui.closeBuyDialog();
              navigate(action.to);
            }}
          >
            {t(action.labelKey)}
          </Button>
        ),
      ]}
      data-testid="buy-dialog"
      centered
    >
      {variant !== null ? (
        <>
          <Typography.Paragraph data-testid="buy-dialog-text">
            {bodyText(variant, detail, user ? user.is_ty === 1 : true)}
          </Typography.Paragraph>
          {user && user.fid !== 0 && variant !== "default" && (
            <Typography.Paragraph>{t("buy.askMain")}</Typography.Paragraph>
          )}
          <Typography.Paragraph type="secondary">
            {t("buy.contact", { phone: contactPhone(user?.be_invited_user_phone) })}
          </Typography.Paragraph>
          {chat && (
            <Typography.Link href={chat} target="_blank" rel="noopener" data-testid="buy-dialog-chat">
              {t("buy.chat")}
            </Typography.Link>
          )}
        </>
      ) : null}
    </Dialog>
  );
}
