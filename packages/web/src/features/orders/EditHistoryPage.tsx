import { useQuery } from "@tanstack/react-query";
import { Flex, Table, Typography } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { api } from "../../shared/api/client.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useOrdersT } from "./i18n.ts";
import type { Page } from "./orders-api.ts";

interface Entry {
  id: number;
  entity: string;
  entityId: number;
  orderId: number | null;
  contractId: number | null;
  action: string;
  changes: Record<string, unknown>;
  userName: string | null;
  createdAt: string;
}

/** /orders/edit-history: who changed what and when (optionally one order or contract). */
function EditHistoryPage() {
  const t = useOrdersT();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const filter = {
    orderId: params.get("orderId") ?? undefined,
    contractId: params.get("contractId") ?? undefined,
  };
  const list = useQuery({
    queryKey: ["edit-history", filter, page],
    queryFn: () => api.get<Page<Entry>>("/api/edit-history", { ...filter, page, pageSize: 20 }),
  });
  return (
    <Flex vertical gap={12} style={{ padding: 16 }} data-testid="edit-history-page">
      <Typography.Title level={4}>{t("history.title")}</Typography.Title>
      <Table<Entry>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t("history.time"), render: (_, e) => e.createdAt.replace("T", " ").slice(0, 19) },
          { title: t("history.user"), render: (_, e) => e.userName ?? t("history.customer") },
          { title: t("history.record"), render: (_, e) => `${e.entity} #${e.entityId}` },
          { title: t("history.action"), dataIndex: "action" },
          {
            title: t("history.changes"),
            render: (_, e) => <code style={{ fontSize: 12 }}>{JSON.stringify(e.changes)}</code>,
          },
        ]}
      />
    </Flex>
  );
}

export const Component = withQueryClient(EditHistoryPage);
