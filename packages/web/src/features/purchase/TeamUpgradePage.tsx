import { SEAT_PRICE } from "@fenestra/core/account/entitlements";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Alert, InputNumber, Result, Space, Typography } from "antd";
import { useState } from "react";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { AccountSummary, useAccountOverview } from "./AccountSummary.tsx";
import { canBuyAddOns } from "./can-buy.ts";
import { usePurchaseT } from "./i18n.ts";
import { PayPanel } from "./PayPanel.tsx";
import { PurchaseNav } from "./PurchaseNav.tsx";

/** purchase.team-upgrade: sub-account seats for the rest of the paid period (SPEC §6: not on trial). */
function TeamUpgradePage() {
  const t = usePurchaseT();
  const user = useSession()?.userinfo;
  const account = useAccountOverview();
  const a = account.data;
  const [count, setCount] = useState(1);
  if (user && user.fid !== 0)
    return (
      <Result status="info" title={t("team.title")} subTitle={t("subAccountOnly")} data-testid="team-page" />
    );
  const refusal = a ? canBuyAddOns(a) : null;
  return (
    <div style={{ maxWidth: 760, margin: "0 auto", padding: 16 }} data-testid="team-page">
      <PurchaseNav />
      <Typography.Title level={3}>{t("team.title")}</Typography.Title>
      <AccountSummary account={a} />
      <Typography.Paragraph>{t("team.intro")}</Typography.Paragraph>
      {a && refusal && (
        <Alert
          type="info"
          showIcon
          message={t(refusal)}
          action={
            <LinkButton
              to={refusal === "addOns.trial" ? "/purchase/upgrade" : "/purchase/renew"}
              size="small"
              type="primary"
            >
              {refusal === "addOns.trial" ? t("upgrade.title") : t("renew.title")}
            </LinkButton>
          }
          data-testid="team-refused"
        />
      )}
      {a && !refusal && (
        <>
          <Space style={{ marginBottom: 16 }} wrap>
            <Typography.Text>{t("team.seats")}</Typography.Text>
            <InputNumber
              min={1}
              max={50}
              precision={0}
              value={count}
              onChange={(v) => setCount(v ?? 1)}
              data-testid="team-seats"
            />
            <Typography.Text type="secondary">
              {t("perTerm", { amount: formatYuan(SEAT_PRICE.year), term: t("term.year") })}
            </Typography.Text>
          </Space>
          <PayPanel key={count} item={{ kind: "seats", count }} />
        </>
      )}
    </div>
  );
}

export const Component = withQueryClient(TeamUpgradePage);
