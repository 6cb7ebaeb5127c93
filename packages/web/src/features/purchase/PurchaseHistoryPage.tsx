import { routes } from "@fenestra/api";
import { useMutation } from "@tanstack/react-query";
import { Button, Typography } from "antd";
import { showRefusal } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { PagedTable } from "../../shared/list/PagedTable.tsx";
import { usePagedList } from "../../shared/list/use-paged-list.ts";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { moneyColumn, timeColumn } from "../../shared/ui/value-columns.ts";
import { itemLabel, usePurchaseT } from "./i18n.ts";
import { type PaymentOrder, purchaseApi } from "./purchase-api.ts";

/** personal-center/purchase-history: the company's paid purchases, each with its PDF receipt. */
function PurchaseHistoryPage() {
  const t = usePurchaseT();
  const list = usePagedList(routes.purchase.history, {});
  const receipt = useMutation({ mutationFn: purchaseApi.receipt, onError: showRefusal });
  const columns: Column<PaymentOrder>[] = [
    { title: t("history.item"), dataIndex: "item", primary: true, render: (_, o) => itemLabel(o.item) },
    { title: t("history.no"), dataIndex: "outTradeNo" },
    moneyColumn(t("history.amount"), "amountFen"),
    {
      title: t("history.channel"),
      dataIndex: "channel",
      render: (c: string) => t(`channel.${c as "alipay"}`),
    },
    timeColumn(t("history.paidAt"), "paidAt"),
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
      <PagedTable<PaymentOrder>
        list={list}
        rowKey="id"
        columns={columns}
        hideOnSinglePage
        testId="purchase-history-table"
      />
    </div>
  );
}

export const Component = withQueryClient(PurchaseHistoryPage);
