import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Input, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useAreaFormat } from "../../shared/format/area.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { ChoiceFilter, DateRangeFilter, SearchFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import type { Order } from "./orders-api.ts";

type Filters = FiltersOf<typeof routes.orders.list>;

/** /orders: intention and formal orders, searched, filtered and paged on the server. */
function OrdersListPage() {
  const t = useOrdersT();
  const area = useAreaFormat();
  const [filters, setFilters] = useState<Filters>({});
  const list = usePagedList(routes.orders.list, filters);
  const set = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));
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
    <PagedListView<Order>
      style={{ padding: 12 }}
      pageTestId="orders-page"
      toolbar={
        <>
          <SearchFilter
            placeholder={t("list.search")}
            width={240}
            onSearch={(q) => set({ q })}
            testId="orders-search"
          />
          <ChoiceFilter
            placeholder={t("list.kind")}
            onChange={(status) => set({ status })}
            options={(["intent", "formal"] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
          <Input
            allowClear
            placeholder={t("list.customer")}
            style={{ width: 180 }}
            onChange={(e) => set({ customer: e.target.value || undefined })}
          />
          <DateRangeFilter onChange={set} />
          <LinkButton to="/orders/group-list">{t("list.contracts")}</LinkButton>
        </>
      }
      list={list}
      testId="order-rows"
      columns={columns}
      firstUse={t("orderList.firstUse")}
      firstStep={{ label: t("orderList.draw"), to: "/draw" }}
    />
  );
}

export const Component = withQueryClient(OrdersListPage);
