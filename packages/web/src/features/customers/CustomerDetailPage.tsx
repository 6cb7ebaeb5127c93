import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Tag, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDate } from "../../shared/format/date-time.ts";
import { CustomerFormModal } from "./CustomerFormModal.tsx";
import { CustomerTimeline } from "./CustomerTimeline.tsx";
import { CUSTOMER_PATH } from "./crm-shared.ts";
import { sourceText } from "./customer-source.ts";
import { DueFollowUps } from "./DueFollowUps.tsx";
import { FollowUpModal } from "./FollowUpModal.tsx";
import { useCustomersT } from "./i18n.ts";
import { ReturnVisits } from "./ReturnVisits.tsx";

/** /manage/customerManagement/:id: a customer, its follow-up due, its return visits and its timeline. */
function CustomerDetailPage() {
  const t = useCustomersT();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState(false);
  const [following, setFollowing] = useState(false);
  const detail = useQuery(routeQuery(routes.crm.detail, { params: { id } }));
  const refresh = () => invalidate(routes.crm);
  const c = detail.data;
  return (
    <div
      style={{ padding: "12px clamp(12px, 3vw, 24px)", maxWidth: 1280, margin: "0 auto" }}
      data-testid="customer-page"
    >
      <Link to={CUSTOMER_PATH}>{t("back")}</Link>
      {detail.isPending ? <Skeleton active /> : null}
      {detail.isError ? (
        // What the server said ("customer not found" for one the user does not see), else the fallback.
        <Alert
          type="error"
          title={(isApiError(detail.error) && detail.error.message) || t("failed")}
          data-testid="customer-error"
        />
      ) : null}
      {c ? (
        <>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: "8px 0 12px" }}>
            <Typography.Title
              level={3}
              style={{ margin: 0, overflowWrap: "anywhere" }}
              data-testid="customer-title"
            >
              {c.name} <Tag color={c.type === "deal" ? "green" : undefined}>{t(`type.${c.type}`)}</Tag>
            </Typography.Title>
            <Flex gap={8} wrap>
              <Button type="primary" onClick={() => setFollowing(true)} data-testid="follow-up-new">
                {t("followUp.new")}
              </Button>
              <Button
                onClick={() => navigate(`/orders/group-list?new=1&customer=${c.id}`)}
                data-testid="customer-contract"
              >
                {t("newContract")}
              </Button>
              <Button onClick={() => setEditing(true)} data-testid="customer-edit">
                {t("form.edit")}
              </Button>
            </Flex>
          </Flex>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={9}>
              <Flex vertical gap={16}>
                <DueFollowUps customer={c.id} compact title={t("due.title")} />
                <Card size="small">
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label={t("field.phone")}>{c.phone}</Descriptions.Item>
                    <Descriptions.Item label={t("field.address")}>{c.address}</Descriptions.Item>
                    <Descriptions.Item label={t("field.track")}>{t(`track.${c.track}`)}</Descriptions.Item>
                    <Descriptions.Item label={t("field.nextFollowUp")}>
                      {formatDate(c.nextFollowUp)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t("field.owner")}>{c.ownerName ?? ""}</Descriptions.Item>
                    <Descriptions.Item label={t("field.source")}>{sourceText(c.source)}</Descriptions.Item>
                    <Descriptions.Item label={t("field.note")}>
                      <span style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{c.note}</span>
                    </Descriptions.Item>
                  </Descriptions>
                </Card>
              </Flex>
            </Col>
            <Col xs={24} lg={15}>
              <Flex vertical gap={16}>
                <ReturnVisits customer={c.id} />
                <Card size="small" title={t("timeline.title")}>
                  <CustomerTimeline entries={c.timeline} />
                </Card>
              </Flex>
            </Col>
          </Row>
          <CustomerFormModal
            open={editing}
            customer={c}
            onClose={() => setEditing(false)}
            onSaved={() => refresh()}
          />
          <FollowUpModal
            customer={c}
            open={following}
            onClose={() => setFollowing(false)}
            onSaved={() => refresh()}
          />
        </>
      ) : null}
    </div>
  );
}

export const Component = withQueryClient(CustomerDetailPage);
