import { businessApplicationSchema, routes } from "@fenestra/api";
import type { BusinessKind } from "@fenestra/core/account/business-application";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Empty, Form, Input, Table, Tag, Typography } from "antd";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDate } from "../../shared/format/date-time.ts";
import { SchemaField } from "../../shared/forms/SchemaField.tsx";
import { emptyUnlessFailed } from "../../shared/list/LoadFailed.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { accountFeatureApi, type BusinessItem } from "./account-api.ts";
import { useAccountT } from "./i18n.ts";

type Values = { contactName: string; phone: string; region: string; note: string };

const STATUS_COLOR = { submitted: "blue", reviewing: "gold", approved: "green", refused: "red" } as const;

/** be-agent and open-business: an application, recorded with its status (track-business). */
function ApplyForm({ kind }: { kind: BusinessKind }) {
  const t = useAccountT();
  const navigate = useNavigate();
  const user = useSession()?.userinfo;
  const invalidate = useInvalidate();
  const requestKey = useRef(newRequestKey());
  const apply = useMutation({
    mutationFn: (values: Values) => accountFeatureApi.applyBusiness({ kind, ...values }, requestKey.current),
    onSuccess: () => {
      requestKey.current = newRequestKey();
      toast.success(t("business.sent"));
      void invalidate(routes.account.businessApplications);
      navigate("/personal-center/track-business");
    },
    onError: (error) => showError(error, t("business.failed")),
  });
  return (
    <div style={{ maxWidth: 560 }} data-testid={`business-apply-${kind}`}>
      <PageTitle>{t(`business.${kind}.title`)}</PageTitle>
      <Typography.Paragraph>{t(`business.${kind}.intro`)}</Typography.Paragraph>
      <Form<Values>
        layout="vertical"
        initialValues={{
          contactName: user?.nickname ?? "",
          phone: user?.phone_number ?? "",
          region: "",
          note: "",
        }}
        onFinish={(values) => apply.mutate(values)}
      >
        <SchemaField schema={businessApplicationSchema} name="contactName" label={t("business.contactName")}>
          <Input data-testid="business-contact" />
        </SchemaField>
        <SchemaField schema={businessApplicationSchema} name="phone" label={t("business.phone")}>
          <Input data-testid="business-phone" />
        </SchemaField>
        <SchemaField schema={businessApplicationSchema} name="region" label={t("business.region")}>
          <Input data-testid="business-region" />
        </SchemaField>
        <SchemaField schema={businessApplicationSchema} name="note" label={t("business.note")}>
          <Input.TextArea rows={3} showCount maxLength={200} data-testid="business-note" />
        </SchemaField>
        <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="business-submit">
          {t("business.submit")}
        </Button>
      </Form>
    </div>
  );
}

function TrackBusiness() {
  const t = useAccountT();
  const list = useQuery(routeQuery(routes.account.businessApplications));
  return (
    <div data-testid="track-business">
      <PageTitle>{t("business.trackTitle")}</PageTitle>
      <Table<BusinessItem>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: emptyUnlessFailed(list, <Empty description={t("business.none")} />) }}
        columns={[
          {
            title: t("business.kind"),
            dataIndex: "kind",
            render: (k: BusinessKind) => t(`business.${k}.title`),
          },
          { title: t("business.region"), dataIndex: "region" },
          { title: t("business.contactName"), dataIndex: "contactName" },
          {
            title: t("business.status"),
            dataIndex: "status",
            render: (s: BusinessItem["status"]) => (
              <Tag color={STATUS_COLOR[s]} data-testid="business-status">
                {t(`business.statuses.${s}`)}
              </Tag>
            ),
          },
          {
            title: t("business.sentAt"),
            dataIndex: "createdAt",
            render: (at: string) => formatDate(at),
          },
        ]}
      />
    </div>
  );
}

export const BeAgentPage = withQueryClient(() => <ApplyForm kind="agent" />);
export const OpenBusinessPage = withQueryClient(() => <ApplyForm kind="business" />);
export const TrackBusinessPage = withQueryClient(TrackBusiness);
