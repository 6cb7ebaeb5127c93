import { useQuery } from "@tanstack/react-query";
import { Alert, Table, Tag } from "antd";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../../shared/format/date-time.ts";
import { accountFeatureApi, type DeletionRequest } from "../account-api.ts";
import { useAccountT } from "../i18n.ts";

const COLOR = { pending: "gold", cancelled: "default", completed: "green" } as const;

/** Operator console: account deletion requests (pending, cancelled, completed) and their due days. */
function DeletionsTab() {
  const t = useAccountT();
  const list = useQuery({
    queryKey: ["operator-deletions"],
    queryFn: () => accountFeatureApi.operatorDeletions(),
  });
  if (list.isError) return <Alert type="error" showIcon message={t("console.loadFailed")} />;
  return (
    <Table<DeletionRequest>
      rowKey="id"
      data-testid="operator-deletions"
      loading={list.isPending}
      dataSource={list.data?.items ?? []}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        { title: t("console.company"), dataIndex: "companyName" },
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
      ]}
    />
  );
}

// The console page is shared; each tab brings the query client it uses.
export default withQueryClient(DeletionsTab);
