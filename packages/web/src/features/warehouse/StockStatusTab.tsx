import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Button, Checkbox, Flex, Input, Select, Tag, Typography } from "antd";
import { useState } from "react";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { useWarehouseT } from "./i18n.ts";
import { OperationModal } from "./OperationModal.tsx";
import { categoryOptions } from "./shared.tsx";
import { type StockRow as Row, type StockQuery, warehouseApi } from "./warehouse-api.ts";

type StockRow = Row & { key?: string };

/** Stock status: count, value at moving-average cost and warnings per stocked item. */
export function StockStatusTab() {
  const t = useWarehouseT();
  const [query, setQuery] = useState<StockQuery>({ page: 1, pageSize: 20 });
  const [operating, setOperating] = useState(false);
  const set = (patch: StockQuery) => setQuery((q) => ({ ...q, ...patch, page: patch.page ?? 1 }));
  const list = useQuery({
    queryKey: ["warehouse", "stock", query],
    queryFn: () => warehouseApi.stock(query),
  });
  const columns: Column<StockRow>[] = [
    { title: t("field.code"), primary: true, render: (_, r) => `${r.code} ${r.name}`.trim() },
    { title: t("field.category"), render: (_, r) => t(`category.${r.category}`) },
    { title: t("field.color"), dataIndex: "color" },
    { title: t("field.length"), render: (_, r) => (r.length > 0 ? r.length : "") },
    {
      title: t("field.quantity"),
      align: "right",
      render: (_, r) => (
        <span data-testid="stock-quantity">
          {r.quantity} {r.unit} {r.warning ? <Tag color="red">{t("stock.warning")}</Tag> : null}
        </span>
      ),
    },
    {
      title: t("field.averageCost"),
      align: "right",
      render: (_, r) => (r.averageCostFen === null ? "" : formatYuan(r.averageCostFen)),
    },
    { title: t("field.value"), align: "right", render: (_, r) => formatYuan(r.valueFen) },
    { title: t("field.position"), dataIndex: "position" },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select
          allowClear
          placeholder={t("field.category")}
          style={{ width: 130 }}
          options={categoryOptions(t)}
          onChange={(category?: StockQuery["category"]) => set({ category })}
        />
        <Input.Search
          placeholder={t("field.code")}
          style={{ width: 150 }}
          onSearch={(code) => set({ code: code || undefined })}
          data-testid="stock-code"
        />
        <Input.Search
          placeholder={t("field.color")}
          style={{ width: 120 }}
          onSearch={(color) => set({ color: color || undefined })}
        />
        <Input.Search
          placeholder={t("field.position")}
          style={{ width: 120 }}
          onSearch={(position) => set({ position: position || undefined })}
        />
        <Checkbox onChange={(e) => set({ warning: e.target.checked ? "1" : undefined })}>
          {t("stock.warningsOnly")}
        </Checkbox>
        <Button type="primary" onClick={() => setOperating(true)} data-testid="stock-operation">
          {t("stock.newOperation")}
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        {t("stock.totalValue", { value: formatYuan(list.data?.totalValueFen ?? 0) })}
      </Typography.Text>
      <ResponsiveTable<StockRow>
        rowKey="key"
        testId="stock-rows"
        loading={list.isLoading}
        dataSource={(list.data?.items ?? []).map((r) => ({
          ...r,
          key: `${r.materialId}-${r.color}-${r.length}`,
        }))}
        pagination={{
          current: Number(query.page),
          pageSize: Number(query.pageSize),
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => set({ page, pageSize }),
        }}
        columns={columns}
      />
      <OperationModal open={operating} onClose={() => setOperating(false)} />
    </Flex>
  );
}
