import { CopyOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Flex, QRCode, Row, Spin, Statistic, Typography } from "antd";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { LinkButton } from "../../../shared/navigation/LinkButton.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { PageTitle } from "../../../shared/ui/PageTitle.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { usePurchaseT } from "../../purchase/index.ts";
import { useAccountT } from "../i18n.ts";

/** The reward balance in four figures (invitation page and cash-apply). */
export function RewardFigures({
  figures,
}: {
  figures: { earnedFen: number; pendingFen: number; withdrawnFen: number; availableFen: number };
}) {
  const p = usePurchaseT();
  const cells = [
    ["available", figures.availableFen],
    ["earned", figures.earnedFen],
    ["pending", figures.pendingFen],
    ["withdrawn", figures.withdrawnFen],
  ] as const;
  return (
    <Row gutter={[12, 12]}>
      {cells.map(([key, fen]) => (
        <Col xs={12} md={6} key={key}>
          <Card size="small">
            <Statistic title={p(`invitation.${key}`)} value={formatYuan(fen)} data-testid={`reward-${key}`} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * personal-center.invitation: the account's invitation code, its share link (/Promote?code=…)
 * as text and QR code, and the reward balance. (The 3 days sharing adds to a trial are taken on
 * personal-center/purchase.)
 */
function InvitationPage() {
  const t = useAccountT();
  const p = usePurchaseT();
  const user = useSession()?.userinfo;
  const isMain = (user?.fid ?? 0) === 0;
  const summary = useQuery({ ...routeQuery(routes.invitation.summary), enabled: isMain });

  if (!isMain) return <Alert type="info" showIcon message={t("invite.mainOnly")} />;
  if (summary.isPending) return <Spin />;
  if (summary.isError) return <Alert type="error" showIcon message={t("invite.loadFailed")} />;
  const { invitationCode, link, invitedCount } = summary.data;

  const share = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    toast.success(p("invitation.copied"));
  };

  return (
    <div style={{ maxWidth: 860 }} data-testid="invitation-page">
      <PageTitle>{p("invitation.title")}</PageTitle>
      <Typography.Paragraph>{p("invitation.intro")}</Typography.Paragraph>
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={24} wrap align="center">
          <QRCode value={link} size={168} data-testid="invitation-qr" />
          <Flex vertical gap={8} style={{ flex: "1 1 240px", minWidth: 0 }}>
            <Typography.Text type="secondary">{p("invitation.code")}</Typography.Text>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="invitation-code">
              {invitationCode}
            </Typography.Title>
            <Typography.Text type="secondary">{p("invitation.link")}</Typography.Text>
            <Typography.Text style={{ wordBreak: "break-all" }} data-testid="invitation-link">
              {link}
            </Typography.Text>
            <Flex gap={8} wrap>
              <Button
                type="primary"
                icon={<CopyOutlined />}
                onClick={() => void share()}
                data-testid="invitation-copy"
              >
                {p("invitation.copy")}
              </Button>
            </Flex>
          </Flex>
        </Flex>
      </Card>
      <RewardFigures figures={summary.data} />
      <Flex gap={12} wrap style={{ marginTop: 16 }}>
        <LinkButton to="/personal-center/invited-list" testId="invitation-invited">
          {p("invitation.invited")} ({invitedCount})
        </LinkButton>
        <LinkButton to="/personal-center/cash-apply" type="primary" testId="invitation-withdraw">
          {p("invitation.withdraw")}
        </LinkButton>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {p("withdraw.rules")}
      </Typography.Paragraph>
    </div>
  );
}

export const Component = withQueryClient(InvitationPage);
