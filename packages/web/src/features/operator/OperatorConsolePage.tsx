import { Tabs, Typography } from "antd";
import { lazy, Suspense, useMemo } from "react";
import { useSearchParams } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { CONSOLE_TABS } from "./console-tabs.ts";
import { useOperatorT } from "./i18n.ts";

/** /operator: the operator console (role admin), one tab per task; the tab is kept in ?tab=. */
function OperatorConsolePage() {
  const t = useOperatorT();
  const [search, setSearch] = useSearchParams();
  const active = search.get("tab") ?? CONSOLE_TABS[0]?.key ?? "";
  const panes = useMemo(() => CONSOLE_TABS.map((tab) => ({ ...tab, Pane: lazy(tab.load) })), []);
  return (
    <div style={{ padding: 16, maxWidth: 1200, margin: "0 auto" }} data-testid="operator-console">
      <Typography.Title level={4}>{t("title")}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        destroyOnHidden
        items={panes.map(({ key, labelKey, Pane }) => ({
          key,
          label: <span data-testid={`operator-tab-${key}`}>{translateKey(labelKey)}</span>,
          children: (
            <Suspense fallback={null}>
              <Pane />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}

export const Component = withQueryClient(OperatorConsolePage);
