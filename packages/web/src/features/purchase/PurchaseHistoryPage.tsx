import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Typography } from "antd";
import { useState } from "react";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { itemLabel, showFailure, usePurchaseT } from "./i18n.ts";
import { type PaymentOrder, purchaseApi } from "./purchase-api.ts";

const PAGE_SIZE = 20;

/** personal-center/purchase-history: the company's paid purchases, each with its PDF receipt. */
function PurchaseHistoryPage() {
  const t = usePurchaseT();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["purchase-history", page],
    queryFn: () => purchaseApi.history(page, PAGE_SIZE),
  });
  const receipt = useMutation({ mutationFn: purchaseApi.receipt, onError: showFailure });
  const columns: Column<PaymentOrder>[] = [
    { title: t("history.item"), dataIndex: "item", primary: true, render: (_, o) => itemLabel(o.item) },
    { title: t("history.no"), dataIndex: "outTradeNo" },
    {
      title: t("history.amount"),
      dataIndex: "amountFen",
      align: "right",
      render: (fen: number) => formatYuan(fen),
    },
    {
      title: t("history.channel"),
      dataIndex: "channel",
      render: (c: string) => t(`channel.${c as "alipay"}`),
    },
    {
      title: t("history.paidAt"),
      dataIndex: "paidAt",
      render: (at: string | null) => (at ? formatDateTime(at) : "—"),
    },
    {
      title: t("history.receipt"),
      dataIndex: "id",
      actions: true,
      render: (id: number) => (
        <Button
          size="small"
          loading={receipt.isPending && receipt.variables === id}
          onClick={() => receipt.mutate(id)}
          data-testid={`receipt-${id}`}
        >
          {t("history.receipt")}
        </Button>
      ),
    },
  ];
  return (
    <div data-testid="purchase-history">
      <Typography.Title level={4}>{t("history.title")}</Typography.Title>
      <ResponsiveTable<PaymentOrder>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isLoading}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        testId="purchase-history-table"
      />
    </div>
  );
}

export const Component = withQueryClient(PurchaseHistoryPage);
