import { Card, Col, Flex, Row, Typography } from "antd";
import { Navigate } from "react-router";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import { CUSTOMER_PATH, useHasCrm } from "./crm-shared.ts";
import { useCustomersT } from "./i18n.ts";

const FEATURES = ["customers", "followUps", "visits", "contracts"] as const;

/**
 * /manage/customerManageAdvertise: what the CRM module does and how to buy it, for a company
 * without it (one that has it goes straight to its customers).
 */
function AdvertisePage() {
  const t = useCustomersT();
  if (useHasCrm()) return <Navigate to={CUSTOMER_PATH} replace />;
  return (
    <div
      style={{ padding: "16px clamp(12px, 3vw, 24px)", maxWidth: 960, margin: "0 auto" }}
      data-testid="crm-advertise"
    >
      <Typography.Title level={2}>{t("advertise.title")}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("advertise.lead")}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {FEATURES.map((f) => (
          <Col xs={24} md={12} key={f}>
            <Card title={t(`advertise.${f}.title`)} style={{ height: "100%" }}>
              {t(`advertise.${f}.text`)}
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginTop: 16 }} title={t("advertise.howTitle")}>
        <Typography.Paragraph>{t("advertise.how")}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <LinkButton to="/purchase/upgrade" type="primary" testId="crm-buy">
            {t("advertise.buy")}
          </LinkButton>
        </Flex>
      </Card>
    </div>
  );
}

export const Component = AdvertisePage;
