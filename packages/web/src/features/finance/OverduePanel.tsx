import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { financeApi, type OverdueRow } from "./finance-api.ts";
import { useFinanceT } from "./i18n.ts";

/** Instalments due before today and not fully paid, oldest first. */
export function OverduePanel() {
  const t = useFinanceT();
  const [page, setPage] = useState(1);
  const rows = useQuery({ queryKey: ["finance", "overdue", page], queryFn: () => financeApi.overdue(page) });
  const columns: Column<OverdueRow>[] = [
    {
      title: t("overdue.contract"),
      primary: true,
      render: (_, r) => (
        <Link to={`/manage/financial?tab=repayments&contract=${r.contractId}`}>
          {r.contractNo || r.contractId}
        </Link>
      ),
    },
    { title: t("overdue.customer"), dataIndex: "customer" },
    { title: t("overdue.stage"), render: (_, r) => t(`stage.${r.stage}`) },
    { title: t("overdue.due"), dataIndex: "dueOn" },
    { title: t("overdue.owed"), align: "right", render: (_, r) => formatYuan(r.owed) },
    { title: t("overdue.days"), align: "right", dataIndex: "daysOverdue" },
  ];
  return (
    <ResponsiveTable<OverdueRow>
      rowKey="id"
      testId="overdue-rows"
      loading={rows.isLoading}
      dataSource={rows.data?.items ?? []}
      pagination={{ current: page, pageSize: 20, total: rows.data?.total ?? 0, onChange: setPage }}
      columns={columns}
    />
  );
}
