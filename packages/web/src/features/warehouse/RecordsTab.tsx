import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { STOCK_OPERATION_TYPES } from "@fenestra/core/warehouse/index";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, InputNumber, Popconfirm, Tag } from "antd";
import { useState } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { ChoiceFilter, DateRangeFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { MaterialSelect, stockItemColumns } from "./shared.tsx";
import { type LedgerLine, warehouseApi } from "./warehouse-api.ts";

/** Stock records: the ledger, newest first, with filters, export and reversal. */
export function RecordsTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [query, setQuery] = useState<FiltersOf<typeof routes.warehouse.ledger>>({});
  const set = (patch: FiltersOf<typeof routes.warehouse.ledger>) => setQuery((q) => ({ ...q, ...patch }));
  const list = usePagedList(routes.warehouse.ledger, query);
  const exportJob = useFileJob();
  const reverse = useMutation({
    mutationFn: (id: number) => warehouseApi.reverse(id, newRequestKey()),
    onSuccess: () => {
      toast.success(t("done"));
      void invalidate(client, routes.warehouse);
    },
    onError: (error) => showError(error, t("failed")),
  });
  const columns: Column<LedgerLine>[] = [
    { title: t("field.time"), render: (_, l) => formatDateTime(l.createdAt) },
    {
      title: t("field.type"),
      primary: true,
      render: (_, l) => (
        <span>
          {t(`type.${l.type}` as "type.1")}
          {l.reversesId ? (
            <Tag style={{ marginLeft: 4 }}>{t("records.reversal", { id: l.reversesId })}</Tag>
          ) : null}
        </span>
      ),
    },
    ...stockItemColumns<LedgerLine>(t),
    { title: t("field.count"), align: "right", render: (_, l) => (l.delta > 0 ? `+${l.delta}` : l.delta) },
    { title: t("field.balance"), align: "right", dataIndex: "balanceAfter" },
    { title: t("field.value"), align: "right", render: (_, l) => formatYuan(l.valueFen) },
    { title: t("field.contract"), render: (_, l) => l.contractNo ?? "" },
    { title: t("field.person"), render: (_, l) => l.userName ?? "" },
    { title: t("field.note"), dataIndex: "note" },
    {
      title: "",
      render: (_, l) =>
        l.reversesId ? null : (
          <Popconfirm title={t("records.confirmReverse")} onConfirm={() => reverse.mutate(l.operationId)}>
            <Button size="small">{t("records.reverse")}</Button>
          </Popconfirm>
        ),
    },
  ];
  const filter = query;
  return (
    <PagedListView<LedgerLine>
      toolbar={
        <>
          <ChoiceFilter
            placeholder={t("field.type")}
            options={STOCK_OPERATION_TYPES.map((v) => ({ value: v, label: t(`type.${v}` as "type.1") }))}
            onChange={(type) => set({ type })}
          />
          <MaterialSelect onChange={(materialId) => set({ materialId })} />
          <InputNumber
            placeholder={t("field.contract")}
            onChange={(v) => set({ contractId: v ? Number(v) : undefined })}
          />
          <DateRangeFilter onChange={set} />
          <Button
            data-testid="ledger-export"
            loading={exportJob.busy}
            onClick={() =>
              exportJob
                .run(() => warehouseApi.startLedgerExport(filter))
                .catch((e) => showError(e, t("failed")))
            }
          >
            {t("export")}
          </Button>
        </>
      }
      list={list}
      testId="ledger-rows"
      columns={columns}
      note={exportJob.node}
      firstUse={t("records.firstUse")}
    />
  );
}
