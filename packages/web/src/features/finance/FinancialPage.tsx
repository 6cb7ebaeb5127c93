import { routes } from "@fenestra/api";
import { Flex, Tabs, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useKeysAllow } from "../../shared/session/use-keys-allow.ts";
import { AccountsPanel } from "./AccountsPanel.tsx";
import { EntriesPanel } from "./EntriesPanel.tsx";
import { useFinanceT } from "./i18n.ts";
import { OverduePanel } from "./OverduePanel.tsx";
import { RepaymentsPanel } from "./RepaymentsPanel.tsx";

/** /manage/financial: the cashier's screens — the ledger, receipt accounts, a contract's
 * repayment schedule, the overdue list. */
function FinancialPage() {
  const t = useFinanceT();
  const [params, setParams] = useSearchParams();
  // Only links the user's keys open: hide report takes the statistics away, get cost the profit.
  const seesStatistics = useKeysAllow(routes.finance.statistics);
  const seesProfit = useKeysAllow(routes.finance.orderProfit);
  return (
    <div style={{ padding: "12px clamp(12px, 3vw, 24px)" }} data-testid="financial-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t("title.financial")}
        </Typography.Title>
        <Flex gap={8} wrap>
          {seesStatistics ? (
            <Link to="/manage/order-statistics" data-testid="to-statistics">
              {t("title.statistics")}
            </Link>
          ) : null}
          {seesProfit ? (
            // persistent=1: a sub-account holding get cost reaches this one page of the personal
            // centre, which SPEC §6 rule 4 otherwise closes to sub-accounts.
            <Link to="/personal-center/order-profit?persistent=1" data-testid="to-profit">
              {t("title.profit")}
            </Link>
          ) : null}
        </Flex>
      </Flex>
      <Tabs
        activeKey={params.get("tab") ?? "entries"}
        onChange={(tab) => setParams(tab === "entries" ? {} : { tab }, { replace: true })}
        items={[
          { key: "entries", label: t("tabs.entries"), children: <EntriesPanel /> },
          { key: "accounts", label: t("tabs.accounts"), children: <AccountsPanel /> },
          {
            key: "repayments",
            label: t("tabs.repayments"),
            children: (
              <RepaymentsPanel
                contractId={Number(params.get("contract")) || null}
                onContract={(id) =>
                  setParams(id ? { tab: "repayments", contract: String(id) } : { tab: "repayments" }, {
                    replace: true,
                  })
                }
              />
            ),
          },
          { key: "overdue", label: t("tabs.overdue"), children: <OverduePanel /> },
        ]}
      />
    </div>
  );
}

export const Component = withQueryClient(FinancialPage);
