import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Segmented, Tag } from "antd";
import { useState } from "react";
import { formatDateTime } from "../../../shared/format/date-time.ts";
import { movesColumn } from "../../../shared/ui/moves-column.tsx";
import { type Column, ResponsiveTable } from "../../../shared/ui/ResponsiveTable.tsx";
import { purchaseText, showFailure } from "../../purchase/i18n.ts";
import { type OperatorWithdrawal, operatorApi } from "../../purchase/purchase-api.ts";
import { useOperatorT } from "../i18n.ts";

const STATUS_COLOR = { in_process: "processing", transferred: "success", refused: "error" } as const;
type Filter = "in_process" | "transferred" | "refused" | "all";

/** Withdrawal requests: an operator pays them out by hand and marks them transferred, or refuses them. */
export default function WithdrawalsTab() {
  const t = useOperatorT();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>("in_process");
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["operator-withdrawals", filter, page],
    queryFn: () =>
      operatorApi.withdrawals({ page, pageSize: 20, status: filter === "all" ? undefined : filter }),
  });
  const process = useMutation({
    mutationFn: ({ id, status }: { id: number; status: "transferred" | "refused" }) =>
      operatorApi.processWithdrawal(id, status),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["operator-withdrawals"] }),
    onError: showFailure,
  });
  const columns: Column<OperatorWithdrawal>[] = [
    { title: t("company"), dataIndex: "company", primary: true },
    { title: t("phone"), dataIndex: "phone" },
    {
      title: t("method"),
      dataIndex: "method",
      render: (m: "alipay" | "bank") => purchaseText(`withdraw.${m}`),
    },
    { title: t("account"), dataIndex: "account" },
    { title: t("accountName"), dataIndex: "accountName" },
    { title: t("bank"), dataIndex: "bank" },
    { title: t("amount"), dataIndex: "amountFen", align: "right", render: (fen: number) => formatYuan(fen) },
    {
      title: t("status"),
      dataIndex: "status",
      render: (s: OperatorWithdrawal["status"]) => (
        <Tag color={STATUS_COLOR[s]}>{purchaseText(`withdraw.${s}`)}</Tag>
      ),
    },
    { title: t("date"), dataIndex: "createdAt", render: (at: string) => formatDateTime(at) },
    movesColumn<OperatorWithdrawal, "transferred" | "refused">({
      title: t("actions"),
      moves: (row) => (row.status === "in_process" ? ["transferred", "refused"] : []),
      label: (next) => t(next === "transferred" ? "transfer" : "refuse"),
      onMove: (id, status) => process.mutate({ id, status }),
      tone: (next) => (next === "transferred" ? "primary" : "danger"),
      testId: (next, row) => (next === "transferred" ? `transfer-${row.id}` : undefined),
      confirm: t("confirm"),
    }),
  ];
  return (
    <div data-testid="operator-withdrawals">
      <Segmented<Filter>
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={[
          { value: "in_process", label: purchaseText("withdraw.in_process") },
          { value: "transferred", label: purchaseText("withdraw.transferred") },
          { value: "refused", label: purchaseText("withdraw.refused") },
          { value: "all", label: t("all") },
        ]}
        style={{ marginBottom: 12 }}
      />
      <ResponsiveTable<OperatorWithdrawal>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isPending}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
      />
    </div>
  );
}
