import { routes } from "@fenestra/api";
import { VISIT_STATES, type VisitEvent } from "@fenestra/core/crm/crm-machines";
import { feedbackSchema, SATISFACTIONS, type Satisfaction } from "@fenestra/core/crm/customer-fields";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Form, Input, Radio, Select, Space, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { usePagedList } from "../../shared/list/use-paged-list.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { crmRule, customerPath } from "./crm-shared.ts";
import { customersApi, type ReturnVisit } from "./customers-api.ts";
import { useCustomersT } from "./i18n.ts";

const STATUS_COLOR = { not_started: "default", returning: "processing", ended: "success" } as const;

/**
 * Return visits of delivered contracts: start one, end it with the customer's satisfaction and
 * feedback, reopen it. Given a customer, only theirs, in a card that shows once they have one.
 */
export function ReturnVisits({ customer }: { customer?: number }) {
  const t = useCustomersT();
  const invalidate = useInvalidate();
  const [status, setStatus] = useState<(typeof VISIT_STATES)[number]>();
  const [finishing, setFinishing] = useState<ReturnVisit | null>(null);
  const [form] = Form.useForm<{ satisfaction: Satisfaction; feedback?: string }>();
  const list = usePagedList(routes.crm.returnVisits, { customer, status });
  const move = useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      event: VisitEvent;
      satisfaction?: Satisfaction;
      feedback?: string;
    }) => customersApi.moveVisit(id, body),
    onSuccess: () => {
      setFinishing(null);
      void invalidate(routes.crm);
    },
    onError: (error) => {
      if (!showAtField(form, error)) showError(error, t("failed"));
    },
  });
  const act = (v: ReturnVisit, event: VisitEvent) => {
    if (event === "finish") {
      form.setFieldsValue({ satisfaction: v.satisfaction ?? undefined, feedback: v.feedback });
      setFinishing(v);
    } else move.mutate({ id: v.id, event });
  };
  const columns: Column<ReturnVisit>[] = [
    {
      title: t("visit.contract"),
      primary: true,
      render: (_, v) => <Link to={`/orders/group-detail/${v.contractId}`}>{v.contractNo}</Link>,
    },
    ...(customer
      ? []
      : ([
          {
            title: t("field.name"),
            render: (_, v) =>
              v.customerId ? <Link to={customerPath(v.customerId)}>{v.customerName}</Link> : v.customerName,
          },
          { title: t("field.phone"), dataIndex: "phone" },
        ] satisfies Column<ReturnVisit>[])),
    {
      title: t("visit.status"),
      render: (_, v) => (
        <Tag color={STATUS_COLOR[v.status]} data-testid="visit-status">
          {t(`visit.state.${v.status}`)}
        </Tag>
      ),
    },
    {
      title: t("visit.satisfaction"),
      render: (_, v) =>
        v.satisfaction ? (
          <span data-testid="visit-satisfaction">{t(`satisfaction.${v.satisfaction}`)}</span>
        ) : (
          ""
        ),
    },
    {
      title: t("visit.feedback"),
      render: (_, v) => (
        <span data-testid="visit-feedback" style={{ overflowWrap: "anywhere" }}>
          {v.feedback}
        </span>
      ),
    },
    { title: t("visit.created"), render: (_, v) => formatDate(v.createdAt) },
    {
      title: "",
      actions: true,
      render: (_, v) => (
        <Space wrap>
          {v.events.map((event) => (
            <Button key={event} size="small" onClick={() => act(v, event)} data-testid={`visit-${event}`}>
              {t(`visit.event.${event}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  if (customer && !list.total) return null;
  const body = (
    <PagedListView<ReturnVisit>
      toolbar={
        customer ? undefined : (
          <Select
            allowClear
            data-testid="visit-status-filter"
            placeholder={t("visit.status")}
            style={{ width: 160 }}
            onChange={(next?: (typeof VISIT_STATES)[number]) => setStatus(next)}
            options={VISIT_STATES.map((s) => ({ value: s, label: t(`visit.state.${s}`) }))}
          />
        )
      }
      list={list}
      testId="visit-rows"
      columns={columns}
      firstUse={t("visit.firstUse")}
    >
      <Dialog
        open={finishing !== null}
        title={t("visit.event.finish")}
        okText={t("save")}
        cancelText={t("cancel")}
        confirmLoading={move.isPending}
        okButtonProps={{ "data-testid": "visit-save" }}
        onCancel={() => setFinishing(null)}
        onOk={() =>
          form.validateFields().then(
            (values) => finishing && move.mutate({ id: finishing.id, event: "finish", ...values }),
            // The form shows what is missing at its fields.
            () => undefined,
          )
        }
      >
        <Form form={form} layout="vertical">
          <RequiredItem
            name="satisfaction"
            label={t("visit.satisfaction")}
            message={t("rules.crm.satisfaction_required")}
          >
            <Radio.Group
              data-testid="visit-satisfaction-input"
              optionType="button"
              options={SATISFACTIONS.map((s) => ({ value: s, label: t(`satisfaction.${s}`) }))}
            />
          </RequiredItem>
          <Form.Item name="feedback" label={t("visit.feedback")} rules={[crmRule(feedbackSchema)]}>
            <Input.TextArea autoSize={{ minRows: 3 }} data-testid="visit-feedback-input" />
          </Form.Item>
        </Form>
      </Dialog>
    </PagedListView>
  );
  return customer ? (
    <Card size="small" title={t("tabs.visits")} data-testid="customer-visits">
      {body}
    </Card>
  ) : (
    body
  );
}
