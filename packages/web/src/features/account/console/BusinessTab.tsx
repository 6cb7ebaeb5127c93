import { routes } from "@fenestra/api";
import {
  BUSINESS_STATUSES,
  BUSINESS_TRANSITIONS,
  type BusinessStatus,
} from "@fenestra/core/account/business-application";
import { useMutation } from "@tanstack/react-query";
import { Alert, Segmented, Tag } from "antd";
import { useState } from "react";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { PagedTable } from "../../../shared/list/PagedTable.tsx";
import { usePagedList } from "../../../shared/list/use-paged-list.ts";
import { movesColumn } from "../../../shared/ui/moves-column.tsx";
import type { Column } from "../../../shared/ui/ResponsiveTable.tsx";
import { timeColumn } from "../../../shared/ui/value-columns.ts";
import { accountFeatureApi, type OperatorBusinessItem } from "../account-api.ts";
import { useAccountT } from "../i18n.ts";

const COLOR = {
  submitted: "default",
  reviewing: "processing",
  approved: "success",
  refused: "error",
} as const;
type Filter = BusinessStatus | "all";

/**
 * Operator console: applications to become an agent or to open a business. The operator moves
 * each on (submitted → under review → approved or refused); the applicant tracks it on
 * personal-center/track-business.
 */
function BusinessTab() {
  const t = useAccountT();
  const invalidate = useInvalidate();
  const [filter, setFilter] = useState<Filter>("submitted");
  const list = usePagedList(routes.accountOperator.businessApplications, {
    status: filter === "all" ? undefined : filter,
  });
  const move = useMutation({
    mutationFn: ({ id, status }: { id: number; status: BusinessStatus }) =>
      accountFeatureApi.operatorSetBusinessStatus(id, status),
    onSuccess: () => void invalidate(routes.accountOperator.businessApplications),
    onError: (error) => showError(error, t("business.failed")),
  });
  if (list.query.isError) return <Alert type="error" showIcon message={t("console.loadFailed")} />;
  const columns: Column<OperatorBusinessItem>[] = [
    { title: t("console.company"), dataIndex: "companyName", primary: true },
    {
      title: t("business.kind"),
      dataIndex: "kind",
      render: (k: "agent" | "business") => t(`business.${k}.title`),
    },
    { title: t("business.contactName"), dataIndex: "contactName" },
    { title: t("business.phone"), dataIndex: "phone" },
    { title: t("business.region"), dataIndex: "region" },
    { title: t("business.note"), dataIndex: "note" },
    {
      title: t("business.status"),
      dataIndex: "status",
      render: (s: BusinessStatus) => (
        <Tag color={COLOR[s]} data-testid="operator-business-status">
          {t(`business.statuses.${s}`)}
        </Tag>
      ),
    },
    timeColumn(t("business.sentAt"), "createdAt"),
    movesColumn<OperatorBusinessItem, BusinessStatus>({
      title: t("console.actions"),
      moves: (row) => BUSINESS_TRANSITIONS[row.status],
      label: (next) => t(`console.businessActions.${next as "reviewing"}`),
      onMove: (id, status) => move.mutate({ id, status }),
      tone: (next) => (next === "approved" ? "primary" : next === "refused" ? "danger" : undefined),
      testId: (next) => `operator-business-${next}`,
      pending: move.isPending ? move.variables : undefined,
    }),
  ];
  return (
    <div data-testid="operator-business">
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={[
          ...BUSINESS_STATUSES.map((s) => ({ value: s, label: t(`business.statuses.${s}`) })),
          { value: "all" as const, label: t("console.all") },
        ]}
        style={{ marginBottom: 12, maxWidth: "100%", overflowX: "auto" }}
      />
      <PagedTable<OperatorBusinessItem> list={list} rowKey="id" columns={columns} />
    </div>
  );
}

// The console page is shared; each tab brings the query client it uses.
export default withQueryClient(BusinessTab);
