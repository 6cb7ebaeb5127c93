import { routes } from "@fenestra/api";
import { Flex, Typography } from "antd";
import i18next from "i18next";
import { Link, useSearchParams } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useAreaFormat } from "../../shared/format/area.ts";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { ordersText, useOrdersT } from "../../shared/i18n/orders-text.ts";
import { PagedTable } from "../../shared/list/PagedTable.tsx";
import { usePagedList } from "../../shared/list/use-paged-list.ts";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { actionText, changeLines, type HistoryEntry, type Lookup, recordText } from "./history-text.ts";

/** The orders namespace as history-text looks keys up: undefined for a key the language lacks. */
const lookup: Lookup = (key, options) =>
  i18next.exists(`orders:${key}`) ? ordersText(key as never, options) : undefined;

/** /orders/edit-history: who changed what and when (optionally one order or contract). */
function EditHistoryPage() {
  const t = useOrdersT();
  const area = useAreaFormat();
  const [params] = useSearchParams();
  const filter = {
    orderId: params.get("orderId") ?? undefined,
    contractId: params.get("contractId") ?? undefined,
  };
  const list = usePagedList(routes.editHistory.list, filter);
  const columns: Column<HistoryEntry>[] = [
    {
      title: t("history.time"),
      primary: true,
      render: (_, e) => <span style={{ whiteSpace: "nowrap" }}>{formatDateTime(e.createdAt)}</span>,
    },
    { title: t("history.user"), render: (_, e) => e.userName ?? t("history.customer") },
    { title: t("history.record"), render: (_, e) => recordText(e, lookup) },
    {
      title: t("history.action"),
      render: (_, e) => <span data-testid="history-action">{actionText(e, lookup)}</span>,
    },
    {
      title: t("history.changes"),
      render: (_, e) => (
        <Flex vertical data-testid="history-changes">
          {changeLines(e, lookup, area.withUnit).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={12} style={{ padding: 12 }} data-testid="edit-history-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t("history.title")}
      </Typography.Title>
      {filter.contractId && (
        <Link to={`/orders/group-detail/${filter.contractId}`}>{t("history.backToContract")}</Link>
      )}
      <PagedTable<HistoryEntry> list={list} rowKey="id" columns={columns} testId="history-rows" />
    </Flex>
  );
}

export const Component = withQueryClient(EditHistoryPage);
