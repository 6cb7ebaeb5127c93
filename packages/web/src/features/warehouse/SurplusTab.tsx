import { routes, SURPLUS_STATUSES } from "@fenestra/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Input, InputNumber, Popconfirm, Select } from "antd";
import { useState } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { SearchFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { SaveDialog } from "../../shared/ui/SaveDialog.tsx";
import { useWarehouseT } from "./i18n.ts";
import { PositionSelect } from "./PositionSelect.tsx";
import { sendWhenValid } from "./shared.tsx";
import { type Surplus, warehouseApi } from "./warehouse-api.ts";

type AddValues = { code: string; color?: string; length: number; count?: number; positionId?: number | null };
type Moving = { leftover: Surplus; positionId: number | null };

/** Leftovers: kept by confirmed cutting plans or entered by hand; filter, move, scrap. */
/** The leftovers list opens on those still on the rack. */
const OPENING_FILTERS = { status: "available" } as const;

export function SurplusTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [query, setQuery] = useState<FiltersOf<typeof routes.warehouse.surplus>>(OPENING_FILTERS);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<AddValues>();
  const set = (patch: FiltersOf<typeof routes.warehouse.surplus>) => setQuery((q) => ({ ...q, ...patch }));
  const list = usePagedList(routes.warehouse.surplus, query, { defaults: OPENING_FILTERS });
  const refresh = () => void invalidate(client, routes.warehouse);
  const scrap = useMutation({
    mutationFn: (id: number) => warehouseApi.scrapSurplus(id, newRequestKey()),
    onSuccess: refresh,
    onError: (error) => showError(error, t("failed")),
  });
  const add = useMutation({
    mutationFn: (v: AddValues) =>
      warehouseApi.addSurplus({ ...v, color: v.color ?? "", positionId: v.positionId ?? null }),
    onSuccess: () => {
      refresh();
      setAdding(false);
    },
    onError: (error) => {
      if (!showAtField(form, error)) showError(error, t("failed"));
    },
  });
  // Moving a leftover: its new position chosen from the company's, saved against the version of
  // the leftover as listed (a reload reads it again).
  const [moving, setMoving] = useState<Moving | null>(null);
  const move = (s: Surplus) => setMoving({ leftover: s, positionId: s.positionId });
  const stale = useStaleSave();
  const movedDone = () => {
    refresh();
    setMoving(null);
  };
  const moveFailed = (error: unknown) => showError(error, t("failed"));
  const reloadMoving = (id: number) =>
    list.query.refetch().then(({ data }) => {
      const latest = data?.items.find((s) => s.id === id);
      // Scrapped or cut meanwhile: no longer in this list, nothing left to move.
      setMoving(latest ? { leftover: latest, positionId: latest.positionId } : null);
    }, moveFailed);
  const moved = useMutation({
    mutationFn: (m: Moving) =>
      warehouseApi.moveSurplus(m.leftover.id, { positionId: m.positionId, version: m.leftover.version }),
    onSuccess: movedDone,
    onError: (error, m) => {
      const offered = stale.offer(error, {
        reload: () => reloadMoving(m.leftover.id),
        overwrite: () =>
          warehouseApi
            .moveSurplus(m.leftover.id, { positionId: m.positionId, overwrite: true })
            .then(movedDone, moveFailed),
      });
      if (!offered) showError(error, t("failed"));
    },
  });
  const columns: Column<Surplus>[] = [
    { title: t("field.code"), primary: true, dataIndex: "code" },
    { title: t("field.color"), dataIndex: "color" },
    { title: t("field.length"), align: "right", dataIndex: "length" },
    { title: t("field.position"), dataIndex: "position" },
    { title: t("field.status"), render: (_, s) => t(`surplus.status.${s.status}`) },
    { title: t("field.source"), dataIndex: "sourceOrders" },
    { title: t("field.time"), render: (_, s) => formatDate(s.createdAt) },
    {
      title: "",
      render: (_, s) =>
        s.status === "available" ? (
          <Flex gap={4}>
            <Button size="small" onClick={() => move(s)} data-testid="surplus-move">
              {t("surplus.move")}
            </Button>
            <Popconfirm title={t("surplus.confirmScrap")} onConfirm={() => scrap.mutate(s.id)}>
              <Button size="small" danger>
                {t("surplus.scrap")}
              </Button>
            </Popconfirm>
          </Flex>
        ) : null,
    },
  ];
  return (
    <PagedListView<Surplus>
      create={{ label: t("surplus.add"), onClick: () => setAdding(true) }}
      toolbar={
        <>
          <SearchFilter
            placeholder={t("field.code")}
            onSearch={(code) => set({ code })}
            testId="surplus-code"
          />
          <SearchFilter placeholder={t("field.color")} width={120} onSearch={(color) => set({ color })} />
          <InputNumber
            placeholder={t("field.minLength")}
            onChange={(v) => set({ minLength: v ?? undefined })}
          />
          <InputNumber
            placeholder={t("field.maxLength")}
            onChange={(v) => set({ maxLength: v ?? undefined })}
          />
          <Select
            value={query.status}
            style={{ width: 150 }}
            onChange={(status: Surplus["status"]) => set({ status })}
            options={SURPLUS_STATUSES.map((v) => ({
              value: v,
              label: t(`surplus.status.${v}`),
            }))}
          />
        </>
      }
      list={list}
      testId="surplus-rows"
      columns={columns}
      firstUse={t("surplus.firstUse")}
      firstStep={{ label: t("surplus.toOptimizer"), to: "/orders/cutOptimizer" }}
    >
      {stale.dialog}
      <SaveDialog
        open={adding}
        title={t("surplus.add")}
        onClose={() => setAdding(false)}
        saving={add.isPending}
        onSave={sendWhenValid(form, (v) => add.mutate(v))}
      >
        <Form form={form} layout="vertical" initialValues={{ count: 1 }}>
          <Form.Item name="code" label={t("field.code")} required>
            <Input />
          </Form.Item>
          <Form.Item name="color" label={t("field.color")}>
            <Input />
          </Form.Item>
          <Form.Item name="length" label={t("field.length")} required>
            <InputNumber style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item name="count" label={t("field.count")}>
            <InputNumber style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item name="positionId" label={t("field.position")}>
            <PositionSelect testId="surplus-add-position" />
          </Form.Item>
        </Form>
      </SaveDialog>
      <SaveDialog
        open={moving !== null}
        title={t("surplus.move")}
        onClose={() => setMoving(null)}
        saving={moved.isPending}
        onSave={() => moving && moved.mutate(moving)}
        saveTestId="surplus-move-save"
      >
        <PositionSelect
          value={moving?.positionId ?? null}
          onChange={(positionId) => setMoving((m) => (m ? { ...m, positionId } : m))}
          style={{ width: "100%" }}
          testId="surplus-move-position"
        />
      </SaveDialog>
    </PagedListView>
  );
}
