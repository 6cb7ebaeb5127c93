import { GLASS_REMNANT_STATUSES, routes } from "@fenestra/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, InputNumber, Select } from "antd";
import { useState } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { SearchFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { type GlassRemnant, warehouseApi } from "./warehouse-api.ts";

type Filters = FiltersOf<typeof routes.warehouse.glassRemnants>;

/** The list opens on the remnants still on the rack. */
const OPENING_FILTERS = { status: "available" } as const;

/**
 * Glass remnants: the leftovers confirmed glass sheet plans kept (docs/glass-cutting.md), by glass
 * and size, where each came from and which plan cut it; an available one written off after asking.
 */
export function GlassRemnantsTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [query, setQuery] = useState<Filters>(OPENING_FILTERS);
  const set = (patch: Filters) => setQuery((q) => ({ ...q, ...patch }));
  const list = usePagedList(routes.warehouse.glassRemnants, query, { defaults: OPENING_FILTERS });
  const scrap = useMutation({
    // one key per question answered: a double tap writes off once
    mutationFn: ({ id, key }: { id: number; key: string }) => warehouseApi.scrapGlassRemnant(id, key),
    onSuccess: (r) => {
      toast.success(t("glassRemnants.scrapped", { spec: r.spec, width: r.width, height: r.height }));
      void invalidate(client, routes.warehouse);
    },
    onError: (error) => showError(error, t("failed")),
  });
  const [ask, questionHolder] = useAskFirst();
  const askToScrap = (r: GlassRemnant) => {
    const key = newRequestKey();
    ask({
      title: t("glassRemnants.scrapQuestion.title"),
      does: t("glassRemnants.scrapQuestion.does", { spec: r.spec, width: r.width, height: r.height }),
      undo: t("glassRemnants.scrapQuestion.undo"),
      okText: t("glassRemnants.scrap"),
      testId: "glass-remnant-scrap",
      onOk: () => scrap.mutateAsync({ id: r.id, key }).catch(() => undefined),
    });
  };
  const orders = (numbers: string, none: string) => (numbers ? numbers.split(",").join(", ") : none);
  const columns: Column<GlassRemnant>[] = [
    { title: t("glassRemnants.spec"), primary: true, dataIndex: "spec" },
    {
      title: t("glassRemnants.size"),
      align: "right",
      render: (_, r) => <span data-testid="glass-remnant-size">{`${r.width} × ${r.height}`}</span>,
    },
    { title: t("field.status"), render: (_, r) => t(`glassRemnants.status.${r.status}`) },
    { title: t("glassRemnants.source"), render: (_, r) => orders(r.sourceOrders, t("glassRemnants.byHand")) },
    { title: t("glassRemnants.usedFor"), render: (_, r) => orders(r.usedFor, "—") },
    { title: t("field.time"), render: (_, r) => formatDate(r.createdAt) },
    {
      title: t("glassRemnants.outAt"),
      render: (_, r) => {
        const out = r.scrappedAt ?? r.consumedAt;
        return out ? formatDate(out) : "—";
      },
    },
    {
      title: "",
      actions: true,
      render: (_, r) =>
        r.status === "available" ? (
          <Button size="small" danger onClick={() => askToScrap(r)} data-testid="glass-remnant-scrap">
            {t("glassRemnants.scrap")}
          </Button>
        ) : null,
    },
  ];
  return (
    <PagedListView<GlassRemnant>
      pageTestId="glass-remnants-tab"
      toolbar={
        <>
          <SearchFilter
            placeholder={t("glassRemnants.spec")}
            onSearch={(spec) => set({ spec })}
            testId="glass-remnants-spec"
          />
          <InputNumber
            placeholder={t("glassRemnants.minWidth")}
            style={{ width: 150 }}
            onChange={(v) => set({ minWidth: v ?? undefined })}
            data-testid="glass-remnants-min-width"
          />
          <InputNumber
            placeholder={t("glassRemnants.minHeight")}
            style={{ width: 150 }}
            onChange={(v) => set({ minHeight: v ?? undefined })}
            data-testid="glass-remnants-min-height"
          />
          <Select
            value={query.status}
            style={{ width: 170 }}
            onChange={(status: GlassRemnant["status"]) => set({ status })}
            data-testid="glass-remnants-status"
            options={GLASS_REMNANT_STATUSES.map((v) => ({
              value: v,
              label: t(`glassRemnants.status.${v}`),
            }))}
          />
        </>
      }
      list={list}
      testId="glass-remnant-rows"
      columns={columns}
      firstUse={t("glassRemnants.firstUse")}
      firstStep={{ label: t("glassRemnants.toGlassSheets"), to: "/orders/glassSheets" }}
    >
      {questionHolder}
    </PagedListView>
  );
}
