import { type BodyIn, routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { CONTRACT_STATES } from "@fenestra/core/workflows/contract-machine";
import { useMutation } from "@tanstack/react-query";
import { Form, Select, Tag } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useAreaFormat } from "../../shared/format/area.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { ChoiceFilter, DateRangeFilter, SearchFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { useCustomerLinkQuestion } from "../customers/index.ts";
import { NewContractFieldItems } from "./ContractPartyForm.tsx";
import { type Contract, ordersApi } from "./orders-api.ts";

type NewContract = BodyIn<typeof routes.contracts.create>;
type Filters = FiltersOf<typeof routes.contracts.list>;

/** /orders/group-list: contracts with search, status, date and customer filters, paged on the server. */
function ContractListPage() {
  const t = useOrdersT();
  const area = useAreaFormat();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  // ?new=1 (the workbench's "New contract") opens the new-contract form at once.
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(params.get("new") === "1");
  const [form] = Form.useForm<NewContract>();
  // ?customer=<id> (a customer's "New contract") starts the form with that customer record.
  const forCustomer = Number(params.get("customer")) || undefined;
  const list = usePagedList(routes.contracts.list, filters);
  const create = useMutation({
    mutationFn: (body: NewContract) => ordersApi.createContract(body),
    onSuccess: (c) => navigate(`/orders/group-detail/${c.id}`),
    onError: (e) => {
      if (!showAtField(form, e)) showError(e, t("common.failed"));
    },
  });
  // A customer typed rather than picked: asked whether to link an existing customer or add it.
  const customerLink = useCustomerLinkQuestion();
  const save = async () => {
    // A refused field is marked where it is (validateFields rejects with what it marked).
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const link = values.customerId ? {} : await customerLink.ask(values);
    if (link) create.mutate({ ...values, ...link });
  };
  const set = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));
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
    <PagedListView<Contract>
      create={{ label: t("contract.new"), onClick: () => setCreating(true), testId: "contract-new" }}
      style={{ padding: 12 }}
      pageTestId="contracts-page"
      toolbar={
        <>
          <SearchFilter placeholder={t("list.search")} width={240} onSearch={(q) => set({ q })} />
          <ChoiceFilter
            placeholder={t("contract.status")}
            onChange={(status) => set({ status })}
            options={CONTRACT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          />
          <DateRangeFilter onChange={set} />
        </>
      }
      list={list}
      testId="contract-rows"
      columns={columns}
      firstUse={t("contract.firstUse")}
    >
      <Dialog
        open={creating}
        title={t("contract.new")}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        confirmLoading={create.isPending}
        onCancel={() => setCreating(false)}
        onOk={save}
      >
        <Form form={form} layout="vertical" initialValues={{ type: "webcc", customerId: forCustomer }}>
          <NewContractFieldItems form={form} />
          {customerLink.dialog}
          <Form.Item name="type" label={t("contract.type")}>
            <Select
              options={(["webcc", "sunnyhouse"] as const).map((v) => ({ value: v, label: t(`type.${v}`) }))}
            />
          </Form.Item>
        </Form>
      </Dialog>
    </PagedListView>
  );
}

export const Component = withQueryClient(ContractListPage);
