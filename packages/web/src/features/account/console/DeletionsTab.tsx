import { routes } from "@fenestra/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Popconfirm, Tag } from "antd";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../../shared/format/date-time.ts";
import { type Column, ResponsiveTable } from "../../../shared/ui/ResponsiveTable.tsx";
import { accountFeatureApi, type DeletionRequest } from "../account-api.ts";
import { useAccountT } from "../i18n.ts";

const COLOR = { pending: "gold", cancelled: "default", completed: "green" } as const;

/**
 * Operator console: account deletion requests (pending, cancelled, completed) and their due days;
 * a pending one can be completed now, before its due day (what the daily job does on that day).
 */
function DeletionsTab() {
  const t = useAccountT();
  const invalidate = useInvalidate();
  const list = useQuery(routeQuery(routes.accountOperator.deletions));
  const complete = useMutation({
    mutationFn: (id: number) => accountFeatureApi.operatorCompleteDeletion(id),
    onSuccess: () => void invalidate(routes.accountOperator.deletions),
    onError: (error) => showError(error, t("deletion.failed")),
  });
  if (list.isError) return <Alert type="error" showIcon message={t("console.loadFailed")} />;
  const columns = deletionColumns(t, (id) => complete.mutate(id));
  return (
    <ResponsiveTable<DeletionRequest>
      rowKey="id"
      testId="operator-deletions"
      loading={list.isPending}
      dataSource={list.data?.items ?? []}
      columns={columns}
    />
  );
}

function deletionColumns(
  t: ReturnType<typeof useAccountT>,
  complete: (id: number) => void,
): Column<DeletionRequest>[] {
  return [
    { title: t("console.company"), dataIndex: "companyName", primary: true },
    { title: t("profile.phone"), dataIndex: "phone" },
    {
      title: t("business.status"),
      dataIndex: "status",
      render: (s: DeletionRequest["status"]) => (
        <Tag color={COLOR[s]} data-testid="operator-deletion-status">
          {t(`console.deletionStatuses.${s}`)}
        </Tag>
      ),
    },
    {
      title: t("console.requestedAt"),
      dataIndex: "requestedAt",
      render: (v: string) => formatDateTime(v),
    },
    { title: t("console.dueOn"), dataIndex: "dueOn" },
    { title: t("console.reason"), dataIndex: "reason" },
    {
      title: t("console.actions"),
      key: "actions",
      actions: true,
      render: (_: unknown, row) =>
        row.status === "pending" ? (
          <Popconfirm
            title={t("console.completeNowConfirm")}
            okButtonProps={{ danger: true }}
            onConfirm={() => complete(row.id)}
          >
            <Button size="small" danger data-testid="operator-deletion-complete">
              {t("console.completeNow")}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
}

// The console page is shared; each tab brings the query client it uses.
export default withQueryClient(DeletionsTab);
