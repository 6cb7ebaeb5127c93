import { Flex, Tabs, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { AccountsPanel } from "./AccountsPanel.tsx";
import { EntriesPanel } from "./EntriesPanel.tsx";
import { useFinanceT } from "./i18n.ts";
import { OverduePanel } from "./OverduePanel.tsx";

/** /manage/financial: the cashier's screens — receipt accounts, the ledger, the overdue list. */
function FinancialPage() {
  const t = useFinanceT();
  const [params, setParams] = useSearchParams();
  return (
    <div style={{ padding: "12px clamp(12px, 3vw, 24px)" }} data-testid="financial-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t("title.financial")}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Link to="/manage/order-statistics" data-testid="to-statistics">
            {t("title.statistics")}
          </Link>
          <Link to="/personal-center/order-profit" data-testid="to-profit">
            {t("title.profit")}
          </Link>
        </Flex>
      </Flex>
      <Tabs
        activeKey={params.get("tab") ?? "entries"}
        onChange={(tab) => setParams(tab === "entries" ? {} : { tab }, { replace: true })}
        items={[
          { key: "entries", label: t("tabs.entries"), children: <EntriesPanel /> },
          { key: "accounts", label: t("tabs.accounts"), children: <AccountsPanel /> },
          { key: "overdue", label: t("tabs.overdue"), children: <OverduePanel /> },
        ]}
      />
    </div>
  );
}

export const Component = withQueryClient(FinancialPage);
