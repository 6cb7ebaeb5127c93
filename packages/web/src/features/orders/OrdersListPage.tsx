import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Button, DatePicker, Flex, Input, Select, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useAreaFormat } from "../../shared/format/area.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { type ListQuery, type Order, ordersApi } from "./orders-api.ts";

/** /orders: intention and formal orders, searched, filtered and paged on the server. */
function OrdersListPage() {
  const t = useOrdersT();
  const area = useAreaFormat();
  const [query, setQuery] = useState<ListQuery>({ page: 1, pageSize: 20 });
  const list = useQuery({ queryKey: ["orders", query], queryFn: () => ordersApi.orders(query) });
  const set = (patch: ListQuery) => setQuery((q) => ({ ...q, ...patch, page: patch.page ?? 1 }));
  const columns: Column<Order>[] = [
    {
      title: t("list.orderNo"),
      primary: true,
      render: (_, o) => <Link to={`/orders/detail/${o.id}`}>{o.orderNo}</Link>,
    },
    {
      title: t("list.kind"),
      render: (_, o) => <Tag color={o.kind === "formal" ? "blue" : "default"}>{t(`kind.${o.kind}`)}</Tag>,
    },
    { title: t("list.customer"), dataIndex: "customer" },
    { title: t("list.items"), dataIndex: "itemCount", align: "right" },
    { title: t("list.area", { unit: area.unit }), align: "right", render: (_, o) => area.value(o.area) },
    { title: t("list.amount"), align: "right", render: (_, o) => formatYuan(o.amount) },
    { title: t("list.createdAt"), render: (_, o) => formatDate(o.createdAt) },
    {
      title: t("list.contract"),
      render: (_, o) =>
        o.contractId ? <Link to={`/orders/group-detail/${o.contractId}`}>#{o.contractId}</Link> : null,
    },
  ];
  return (
    <Flex vertical gap={12} style={{ padding: 12 }} data-testid="orders-page">
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder={t("list.search")}
          style={{ width: 240, maxWidth: "100%" }}
          onSearch={(q) => set({ q: q || undefined })}
          data-testid="orders-search"
        />
        <Select
          allowClear
          placeholder={t("list.kind")}
          style={{ width: 160 }}
          onChange={(status?: string) => set({ status })}
          options={(["intent", "formal"] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
        <Input
          allowClear
          placeholder={t("list.customer")}
          style={{ width: 180 }}
          onChange={(e) => set({ customer: e.target.value || undefined })}
        />
        <DatePicker.RangePicker
          onChange={(_, [from, to]) => set({ from: from || undefined, to: to || undefined })}
        />
        <Link to="/orders/group-list">
          <Button>{t("list.contracts")}</Button>
        </Link>
      </Flex>
      <ResponsiveTable<Order>
        rowKey="id"
        testId="order-rows"
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
    </Flex>
  );
}

export const Component = withQueryClient(OrdersListPage);
