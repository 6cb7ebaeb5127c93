import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Link } from "react-router";
import { PagedTable } from "../../shared/list/PagedTable.tsx";
import { usePagedList } from "../../shared/list/use-paged-list.ts";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import type { OverdueRow } from "./finance-api.ts";
import { useFinanceT } from "./i18n.ts";

/** Instalments due before today and not fully paid, oldest first. */
export function OverduePanel() {
  const t = useFinanceT();
  const rows = usePagedList(routes.finance.overdue, {});
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
    <PagedTable<OverdueRow>
      list={rows}
      rowKey="id"
      testId="overdue-rows"
      columns={columns}
      empty={t("overdue.empty")}
    />
  );
}
