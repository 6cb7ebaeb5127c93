import { routes } from "@fenestra/api";
import { Segmented, Tag } from "antd";
import { useState } from "react";
import { usePagedList } from "../../../shared/list/use-paged-list.ts";
import { movesColumn } from "../../../shared/ui/moves-column.tsx";
import type { Column } from "../../../shared/ui/ResponsiveTable.tsx";
import { moneyColumn, timeColumn } from "../../../shared/ui/value-columns.ts";
import { purchaseText } from "../../purchase/index.ts";
import { ConsoleList, useConsoleWrite } from "../ConsoleList.tsx";
import { useOperatorT } from "../i18n.ts";
import { type OperatorWithdrawal, operatorApi } from "../operator-api.ts";

const STATUS_COLOR = { in_process: "processing", transferred: "success", refused: "error" } as const;
type Filter = "in_process" | "transferred" | "refused" | "all";

/** Withdrawal requests: an operator pays them out by hand and marks them transferred, or refuses them. */
export default function WithdrawalsTab() {
  const t = useOperatorT();
  const [filter, setFilter] = useState<Filter>("in_process");
  const list = usePagedList(routes.operator.withdrawals, { status: filter === "all" ? undefined : filter });
  const process = useConsoleWrite(
    ({ id, status }: { id: number; status: "transferred" | "refused" }) =>
      operatorApi.processWithdrawal(id, status),
    routes.operator.withdrawals,
  );
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
    moneyColumn(t("amount"), "amountFen"),
    {
      title: t("status"),
      dataIndex: "status",
      render: (s: OperatorWithdrawal["status"]) => (
        <Tag color={STATUS_COLOR[s]}>{purchaseText(`withdraw.${s}`)}</Tag>
      ),
    },
    timeColumn(t("date"), "createdAt"),
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
    <ConsoleList<OperatorWithdrawal> testId="operator-withdrawals" list={list} columns={columns}>
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={[
          { value: "in_process", label: purchaseText("withdraw.in_process") },
          { value: "transferred", label: purchaseText("withdraw.transferred") },
          { value: "refused", label: purchaseText("withdraw.refused") },
          { value: "all", label: t("all") },
        ]}
      />
    </ConsoleList>
  );
}
