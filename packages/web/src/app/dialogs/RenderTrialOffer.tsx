import { routes } from "@fenestra/api";
import { isOnSale } from "@fenestra/core/account/entitlements";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../shared/api/client.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { refreshSession } from "../../shared/session/session-refresh.ts";
import { toast } from "../../shared/ui/toast.ts";

/**
 * SPEC §6: the one-day rendering trial, offered in the buy prompt of a page that needs rendering
 * (3D, AR, effect rendering) to a trial main account that has not taken it yet. Taking it reads
 * the session again, so the page opens on the next try.
 */
export function RenderTrialOffer({ onTaken }: { onTaken: () => void }) {
  const { t } = useTranslation();
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!isOnSale("rendering")) return;
    let live = true;
    api
      .call(routes.purchase.account)
      .then((a) => live && setOffered(a.isTrial === 1 && a.renderTrialOn === null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!offered) return null;
  const take = async () => {
    setBusy(true);
    try {
      await api.call(routes.purchase.renderTrial);
      await refreshSession();
      toast.success(t("buy.renderTrialTaken"));
      onTaken();
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={take} loading={busy} data-testid="buy-dialog-render-trial">
      {t("buy.renderTrial")}
    </Button>
  );
}
