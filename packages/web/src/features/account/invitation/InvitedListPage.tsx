import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Alert, Tag, Typography } from "antd";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { formatDate } from "../../../shared/format/date-time.ts";
import { pagerOf, usePagedList } from "../../../shared/list/use-paged-list.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { PageTitle } from "../../../shared/ui/PageTitle.tsx";
import { type Column, ResponsiveTable } from "../../../shared/ui/ResponsiveTable.tsx";
import { type Invited, usePurchaseT } from "../../purchase/index.ts";
import { useAccountT } from "../i18n.ts";

/** personal-center.invited-list: the accounts registered with this account's code, and each reward. */
function InvitedListPage() {
  const t = useAccountT();
  const p = usePurchaseT();
  const isMain = (useSession()?.userinfo?.fid ?? 0) === 0;
  const list = usePagedList(routes.invitation.invited, {}, { enabled: isMain });
  if (!isMain) return <Alert type="info" showIcon message={t("invite.mainOnly")} />;
  const columns: Column<Invited & { key: string }>[] = [
    { title: p("invitation.company"), dataIndex: "company", primary: true },
    { title: p("invitation.phone"), dataIndex: "phone" },
    { title: p("invitation.registered"), dataIndex: "registeredAt", render: (d: string) => formatDate(d) },
    {
      title: p("invitation.purchase"),
      dataIndex: "purchaseFen",
      align: "right",
      render: (fen: number | null) => (fen === null ? t("invite.noPurchase") : formatYuan(fen)),
    },
    {
      title: p("invitation.reward"),
      dataIndex: "rewardFen",
      align: "right",
      render: (fen: number | null) =>
        fen === null ? "—" : <span data-testid="invited-reward">{formatYuan(fen)}</span>,
    },
    {
      title: t("invite.rewardState"),
      key: "state",
      render: (_: unknown, row) =>
        row.rewardEarned === null ? (
          "—"
        ) : row.rewardEarned ? (
          <Tag color="success" data-testid="invited-state">
            {t("invite.earned")}
          </Tag>
        ) : (
          <Tag color="processing" data-testid="invited-state">
            {t("invite.pendingUntil", { day: row.availableOn ?? "" })}
          </Tag>
        ),
    },
  ];
  // An invited account has no id of its own here: a row is its place in the list.
  const rows = list.items.map((row, i) => ({ ...row, key: `${list.page}-${i}` }));
  return (
    <div data-testid="invited-list-page">
      <PageTitle>{p("invitation.invited")}</PageTitle>
      <Typography.Paragraph type="secondary">{p("invitation.intro")}</Typography.Paragraph>
      <ResponsiveTable
        rowKey="key"
        testId="invited-list"
        columns={columns}
        dataSource={rows}
        loading={list.query.isPending}
        pagination={pagerOf(list)}
      />
    </div>
  );
}

export const Component = withQueryClient(InvitedListPage);
