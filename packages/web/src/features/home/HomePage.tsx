import { routes } from "@fenestra/api";
import { Col, Flex, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDate } from "../../shared/format/date-time.ts";
import { useKeysAllow } from "../../shared/session/use-keys-allow.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { DueTodayCard } from "../customers/index.ts";
import { WarningsCard } from "../warehouse/index.ts";
import { GuidedStart } from "./GuidedStart.tsx";
import { MonthCard } from "./MonthCard.tsx";
import { QuickActions } from "./QuickActions.tsx";
import { RecentContracts } from "./RecentContracts.tsx";
import { WaitingCard } from "./WaitingCard.tsx";

/**
 * /home, the workbench: what a factory owner looks at each morning — what waits for them, the
 * newest contracts, this month against last month, and the day's first actions.
 */
function HomePage() {
  const { t } = useTranslation("home");
  const user = useSession()?.userinfo;
  // The money figures are company-wide: shown when the server would answer them.
  const seesMoney = useKeysAllow(routes.home.stats);
  return (
    <div
      style={{ padding: "16px clamp(12px, 3vw, 24px)", maxWidth: 1280, margin: "0 auto" }}
      data-testid="home-page"
    >
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t("welcome", { name: user?.nickname ?? "" })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {[user?.company_name, formatDate(new Date())].filter(Boolean).join(" · ")}
          </Typography.Text>
        </div>
        <QuickActions />
      </Flex>
      <div style={{ marginBottom: 16 }}>
        <GuidedStart />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={seesMoney ? 15 : 24}>
          <Flex vertical gap={16}>
            <WaitingCard />
            <DueTodayCard />
            <WarningsCard />
            <RecentContracts />
          </Flex>
        </Col>
        {seesMoney ? (
          <Col xs={24} lg={9}>
            <MonthCard />
          </Col>
        ) : null}
      </Row>
    </div>
  );
}

export const Component = withQueryClient(HomePage);
