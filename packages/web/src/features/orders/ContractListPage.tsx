import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, DatePicker, Flex, Form, Input, Modal, Select, Table, Tag } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { CONTRACT_STATES } from "./contract-states.ts";
import { useOrdersT, yuan } from "./i18n.ts";
import { type Contract, type ListQuery, ordersApi } from "./orders-api.ts";

type NewContract = { contractNo?: string; customer?: string; phone?: string; address?: string; type: string };

/** /orders/group-list: contracts with search, status, date and customer filters, paged on the server. */
function ContractListPage() {
  const t = useOrdersT();
  const navigate = useNavigate();
  const [query, setQuery] = useState<ListQuery>({ page: 1, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<NewContract>();
  const list = useQuery({ queryKey: ["contracts", query], queryFn: () => ordersApi.contracts(query) });
  const create = useMutation({
    mutationFn: (body: NewContract) => ordersApi.createContract(body),
    onSuccess: (c) => navigate(`/orders/group-detail/${c.id}`),
    onError: (e) => showError(e, t("common.failed")),
  });
  const set = (patch: ListQuery) => setQuery((q) => ({ ...q, ...patch, page: patch.page ?? 1 }));
  return (
    <Flex vertical gap={12} style={{ padding: 16 }} data-testid="contracts-page">
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder={t("list.search")}
          style={{ width: 240 }}
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
      <Table<Contract>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={{
          current: Number(query.page),
          pageSize: Number(query.pageSize),
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => set({ page, pageSize }),
        }}
        columns={[
          {
            title: t("contract.no"),
            render: (_, c) => <Link to={`/orders/group-detail/${c.id}`}>{c.contractNo}</Link>,
          },
          { title: t("list.customer"), dataIndex: "customer" },
          { title: t("contract.phone"), dataIndex: "phone" },
          { title: t("contract.status"), render: (_, c) => <Tag>{t(`state.${c.status}`)}</Tag> },
          { title: t("list.area"), align: "right", render: (_, c) => c.area.toFixed(2) },
          { title: t("list.amount"), align: "right", render: (_, c) => yuan(c.amount) },
          { title: t("contract.orderDate"), dataIndex: "orderDate" },
        ]}
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
        <Form form={form} layout="vertical" initialValues={{ type: "webcc" }}>
          <Form.Item name="contractNo" label={t("contract.no")} extra={t("contract.noHint")}>
            <Input data-testid="contract-no" />
          </Form.Item>
          <Form.Item name="customer" label={t("list.customer")}>
            <Input data-testid="contract-customer" />
          </Form.Item>
          <Form.Item name="phone" label={t("contract.phone")}>
            <Input />
          </Form.Item>
          <Form.Item name="address" label={t("contract.address")}>
            <Input />
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
