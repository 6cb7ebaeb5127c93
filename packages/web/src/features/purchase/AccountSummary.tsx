import { routes } from "@fenestra/api";
import { editionOf } from "@fenestra/core/account/entitlements";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Card, Descriptions, Skeleton } from "antd";
import { Link } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { usePurchaseT } from "./i18n.ts";
import type { AccountOverview } from "./purchase-api.ts";

/** The account's purchase facts, which every purchase screen reads. */
export function useAccountOverview() {
  return useQuery(routeQuery(routes.purchase.account));
}

/** The edition, validity, seats, balance and trial facts the purchase screens start from. */
export function AccountSummary({ account }: { account: AccountOverview | undefined }) {
  const t = usePurchaseT();
  if (!account) return <Skeleton active paragraph={{ rows: 2 }} />;
  const trial = account.isTrial === 1;
  const items = [
    {
      key: "edition",
      label: t("account.edition"),
      children: trial ? t("trial.title") : t(`edition.${editionOf(account.versionType)}`),
    },
    {
      key: "expires",
      label: trial ? t("account.trialUntil") : t("account.expires"),
      children:
        account.permanent === 1
          ? t("account.never")
          : ((trial ? account.trialExpiresOn : account.expiresOn) ?? "—"),
    },
    ...(trial && account.trialOrdersLeft !== null
      ? [
          {
            key: "orders",
            label: t("account.ordersLeft"),
            children: String(account.trialOrdersLeft),
          },
        ]
      : []),
    {
      key: "seats",
      label: t("account.seats"),
      // A paid edition includes no sub-accounts (core EDITIONS' includedSeats): "0 used of 0" read
      // as broken; the main account alone is said as such, with where to add seats.
      children:
        account.seats === null ? (
          t("team.unlimited")
        ) : account.seats === 0 && account.subAccounts === 0 ? (
          <span data-testid="seats-none">
            {t("team.none")} <Link to="/purchase/team-upgrade">{t("team.add")}</Link>
          </span>
        ) : (
          t("team.current", { used: account.subAccounts, seats: account.seats })
        ),
    },
    {
      key: "balance",
      label: t("account.balance"),
      children: t("topup.option", { amount: formatYuan(account.balanceFen) }),
    },
  ];
  return (
    <Card size="small" title={t("account.title")} data-testid="account-summary" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
    </Card>
  );
}
