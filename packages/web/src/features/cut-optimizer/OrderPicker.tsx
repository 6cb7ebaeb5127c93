import { routes } from "@fenestra/api";
import { Card, Table } from "antd";
import { pagerOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import type { Order } from "../orders/index.ts";
import { useCutT } from "./i18n.ts";

/** The orders to cut together, chosen by ticking them (the profile and the glass optimizer). */
export function OrderPicker({
  selected,
  onChange,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const t = useCutT();
  const orders = usePagedList(routes.orders.list, {});
  return (
    <Card size="small" title={t("orders.title")}>
      <Table<Order>
        rowKey="id"
        size="small"
        loading={orders.query.isLoading}
        dataSource={orders.items}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onChange(keys as number[]) }}
        pagination={pagerOf(orders)}
        scroll={{ x: "max-content" }}
        columns={[
          { title: t("orders.orderNo"), dataIndex: "orderNo" },
          { title: t("orders.customer"), dataIndex: "customer" },
          { title: t("orders.items"), dataIndex: "itemCount" },
          { title: t("orders.createdAt"), dataIndex: "createdAt", render: (v: string) => v.slice(0, 10) },
        ]}
      />
    </Card>
  );
}
