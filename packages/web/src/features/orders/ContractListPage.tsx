import type { BodyIn, routes } from "@fenestra/api";
import { contactPhoneSchema } from "@fenestra/core/account/fields";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import {
  addressSchema,
  contractNoSchema,
  customerNameSchema,
} from "@fenestra/core/workflows/contract-fields";
import { CONTRACT_STATES } from "@fenestra/core/workflows/contract-machine";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, DatePicker, Flex, Form, Input, Modal, Select, Tag } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useAreaFormat } from "../../shared/format/area.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { contractRule, showAtField } from "../../shared/forms/field-rules.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { CustomerPicker, useHasCrm } from "../customers/index.ts";
import { type Contract, type ListQuery, ordersApi } from "./orders-api.ts";

type NewContract = BodyIn<typeof routes.contracts.create>;

/** /orders/group-list: contracts with search, status, date and customer filters, paged on the server. */
function ContractListPage() {
  const t = useOrdersT();
  const area = useAreaFormat();
  const navigate = useNavigate();
  const [query, setQuery] = useState<ListQuery>({ page: 1, pageSize: 20 });
  // ?new=1 (the workbench's "New contract") opens the new-contract form at once.
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(params.get("new") === "1");
  const [form] = Form.useForm<NewContract>();
  const hasCrm = useHasCrm();
  // ?customer=<id> (a customer's "New contract") starts the form with that customer record.
  const forCustomer = Number(params.get("customer")) || undefined;
  const linked = Form.useWatch("customerId", form);
  const list = useQuery({ queryKey: ["contracts", query], queryFn: () => ordersApi.contracts(query) });
  const create = useMutation({
    mutationFn: (body: NewContract) => ordersApi.createContract(body),
    onSuccess: (c) => navigate(`/orders/group-detail/${c.id}`),
    onError: (e) => {
      if (!showAtField(form, e)) showError(e, t("common.failed"));
    },
  });
  const set = (patch: ListQuery) => setQuery((q) => ({ ...q, ...patch, page: patch.page ?? 1 }));
  const columns: Column<Contract>[] = [
    {
      title: t("contract.no"),
      primary: true,
      render: (_, c) => <Link to={`/orders/group-detail/${c.id}`}>{c.contractNo}</Link>,
    },
    { title: t("list.customer"), dataIndex: "customer" },
    {
      title: t("contract.phone"),
      render: (_, c) => <span style={{ whiteSpace: "nowrap" }}>{c.phone}</span>,
    },
    { title: t("contract.status"), render: (_, c) => <Tag>{t(`state.${c.status}`)}</Tag> },
    { title: t("list.area", { unit: area.unit }), align: "right", render: (_, c) => area.value(c.area) },
    { title: t("list.amount"), align: "right", render: (_, c) => formatYuan(c.amount) },
    {
      title: t("contract.orderDate"),
      render: (_, c) => <span style={{ whiteSpace: "nowrap" }}>{formatDate(c.orderDate)}</span>,
    },
  ];
  return (
    <Flex vertical gap={12} style={{ padding: 12 }} data-testid="contracts-page">
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder={t("list.search")}
          style={{ width: 240, maxWidth: "100%" }}
          onSearch={(q) => set({ q: q || undefined })}
        />
        <Select
          allowClear
          placeholder={t("contract.status")}
          style={{ width: 160 }}
          onChange={(status?: string) => set({ status })}
          options={CONTRACT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        />
        <DatePicker.RangePicker
          onChange={(_, [from, to]) => set({ from: from || undefined, to: to || undefined })}
        />
        <Button type="primary" onClick={() => setCreating(true)} data-testid="contract-new">
          {t("contract.new")}
        </Button>
      </Flex>
      <ResponsiveTable<Contract>
        rowKey="id"
        testId="contract-rows"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={{
          current: Number(query.page),
          pageSize: Number(query.pageSize),
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => set({ page, pageSize }),
        }}
        columns={columns}
      />
      <Modal
        open={creating}
        title={t("contract.new")}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        confirmLoading={create.isPending}
        onCancel={() => setCreating(false)}
        onOk={() => form.validateFields().then((v) => create.mutate(v))}
      >
        <Form form={form} layout="vertical" initialValues={{ type: "webcc", customerId: forCustomer }}>
          {hasCrm ? (
            <Form.Item name="customerId" label={t("contract.customerRecord")}>
              <CustomerPicker
                onPicked={(c) =>
                  form.setFieldsValue({
                    customer: c?.name ?? "",
                    phone: c?.phone ?? "",
                    address: c?.address ?? "",
                  })
                }
              />
            </Form.Item>
          ) : null}
          <Form.Item
            name="contractNo"
            label={t("contract.no")}
            extra={t("contract.noHint")}
            rules={[contractRule(contractNoSchema)]}
          >
            <Input data-testid="contract-no" />
          </Form.Item>
          <Form.Item name="customer" label={t("list.customer")} rules={[contractRule(customerNameSchema)]}>
            <Input data-testid="contract-customer" disabled={Boolean(linked)} />
          </Form.Item>
          <Form.Item name="phone" label={t("contract.phone")} rules={[contractRule(contactPhoneSchema)]}>
            <Input inputMode="tel" data-testid="contract-phone" disabled={Boolean(linked)} />
          </Form.Item>
          <Form.Item name="address" label={t("contract.address")} rules={[contractRule(addressSchema)]}>
            <Input.TextArea autoSize data-testid="contract-address" disabled={Boolean(linked)} />
          </Form.Item>
          <Form.Item name="type" label={t("contract.type")}>
            <Select
              options={(["webcc", "sunnyhouse"] as const).map((v) => ({ value: v, label: t(`type.${v}`) }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}

export const Component = withQueryClient(ContractListPage);
