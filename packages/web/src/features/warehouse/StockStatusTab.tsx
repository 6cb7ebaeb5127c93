import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { parseScanCode } from "@fenestra/core/scanning/scan-code";
import { Checkbox, Tag, Typography } from "antd";
import { useState } from "react";
import { showError } from "../../shared/api/show-error.ts";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { ChoiceFilter, SearchFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { ScanBox, scanRefusalText } from "../../shared/scanner/ScanBox.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { OperationModal } from "./OperationModal.tsx";
import { PositionLabelsButton } from "./PositionLabelsButton.tsx";
import { PositionSelect } from "./PositionSelect.tsx";
import { categoryOptions, stockItemColumns } from "./shared.tsx";
import { type StockRow as Row, warehouseApi } from "./warehouse-api.ts";

type StockRow = Row & { key?: string };

/** Stock status: count, value at moving-average cost and warnings per stocked item. */
export function StockStatusTab() {
  const t = useWarehouseT();
  const fileJob = useFileJob();
  const [query, setQuery] = useState<FiltersOf<typeof routes.warehouse.stock>>({});
  const [operating, setOperating] = useState(false);
  const set = (patch: FiltersOf<typeof routes.warehouse.stock>) => setQuery((q) => ({ ...q, ...patch }));
  const list = usePagedList(routes.warehouse.stock, query);
  // A scanned position label filters the stock to what is stored there.
  const onScan = async (text: string) => {
    const parsed = parseScanCode(text);
    if (!parsed.ok) {
      toast.error(scanRefusalText(parsed.reason));
      return;
    }
    if (parsed.kind !== "position") {
      toast.error(t("stock.notPositionLabel"));
      return;
    }
    try {
      const position = await warehouseApi.positionScan(text);
      set({ positionId: position.id });
      toast.success(t("stock.positionFiltered", { name: position.name }));
    } catch (error) {
      showError(error, t("failed"));
    }
  };
  const columns: Column<StockRow>[] = [
    ...stockItemColumns<StockRow>(t, { title: t("field.code"), primary: true, category: true }),
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
    <PagedListView<StockRow>
      create={{
        label: t("stock.newOperation"),
        onClick: () => setOperating(true),
        testId: "stock-operation",
      }}
      note={
        <>
          {fileJob.node}
          <Typography.Text type="secondary">
            {t("stock.totalValue", { value: formatYuan(list.query.data?.totalValueFen ?? 0) })}
          </Typography.Text>
        </>
      }
      toolbar={
        <>
          <ChoiceFilter
            placeholder={t("field.category")}
            options={categoryOptions(t)}
            onChange={(category) => set({ category })}
          />
          <SearchFilter
            placeholder={t("field.code")}
            onSearch={(code) => set({ code })}
            testId="stock-code"
          />
          <SearchFilter placeholder={t("field.color")} width={120} onSearch={(color) => set({ color })} />
          <PositionSelect
            canAdd={false}
            value={query.positionId === undefined ? null : Number(query.positionId)}
            onChange={(positionId) => set({ positionId: positionId ?? undefined })}
            placeholder={t("field.position")}
            style={{ width: 150 }}
            testId="stock-position"
          />
          <div style={{ width: 230, maxWidth: "100%" }}>
            <ScanBox
              onScan={(text) => void onScan(text)}
              placeholder={t("stock.scanPosition")}
              global={!operating}
              testId="stock-position-scan"
            />
          </div>
          <Checkbox onChange={(e) => set({ warning: e.target.checked ? "1" : undefined })}>
            {t("stock.warningsOnly")}
          </Checkbox>
          <PositionLabelsButton testId="stock-position-labels" job={fileJob} />
        </>
      }
      list={list}
      rowKey="key"
      testId="stock-rows"
      columns={columns}
      firstUse={t("stock.firstUse")}
    >
      <OperationModal open={operating} onClose={() => setOperating(false)} />
    </PagedListView>
  );
}
