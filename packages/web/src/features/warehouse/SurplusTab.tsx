import { routes } from "@fenestra/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Input, InputNumber, Modal, Popconfirm, Select } from "antd";
import { useState } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { PagedTable } from "../../shared/list/PagedTable.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { useWarehouseT } from "./i18n.ts";
import { PositionSelect } from "./PositionSelect.tsx";
import { type Surplus, warehouseApi } from "./warehouse-api.ts";

type AddValues = { code: string; color?: string; length: number; count?: number; positionId?: number | null };

/** Leftovers: kept by confirmed cutting plans or entered by hand; filter, move, scrap. */
export function SurplusTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [query, setQuery] = useState<FiltersOf<typeof routes.warehouse.surplus>>({ status: "available" });
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<AddValues>();
  const set = (patch: FiltersOf<typeof routes.warehouse.surplus>) => setQuery((q) => ({ ...q, ...patch }));
  const list = usePagedList(routes.warehouse.surplus, query);
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
  // Moving a leftover: its new position chosen from the company's.
  const [moving, setMoving] = useState<{ leftover: Surplus; positionId: number | null } | null>(null);
  const move = (s: Surplus) =>
    setMoving({
      leftover: s,
      positionId: s.positionId,
    });
  const moved = useMutation({
    mutationFn: (m: { leftover: Surplus; positionId: number | null }) =>
      warehouseApi.moveSurplus(m.leftover.id, { positionId: m.positionId }),
    onSuccess: () => {
      refresh();
      setMoving(null);
    },
    onError: (error) => showError(error, t("failed")),
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
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          placeholder={t("field.code")}
          style={{ width: 140 }}
          onSearch={(code) => set({ code: code || undefined })}
          data-testid="surplus-code"
        />
        <Input.Search
          placeholder={t("field.color")}
          style={{ width: 120 }}
          onSearch={(color) => set({ color: color || undefined })}
        />
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
          options={(["available", "consumed", "scrapped"] as const).map((v) => ({
            value: v,
            label: t(`surplus.status.${v}`),
          }))}
        />
        <Button type="primary" onClick={() => setAdding(true)}>
          {t("surplus.add")}
        </Button>
      </Flex>
      <PagedTable<Surplus> list={list} rowKey="id" testId="surplus-rows" columns={columns} />
      <Modal
        open={adding}
        title={t("surplus.add")}
        okText={t("save")}
        cancelText={t("cancel")}
        onCancel={() => setAdding(false)}
        confirmLoading={add.isPending}
        onOk={() => form.validateFields().then((v) => add.mutate(v))}
        destroyOnHidden
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
      </Modal>
      <Modal
        open={moving !== null}
        title={t("surplus.move")}
        okText={t("save")}
        cancelText={t("cancel")}
        onCancel={() => setMoving(null)}
        confirmLoading={moved.isPending}
        onOk={() => moving && moved.mutate(moving)}
        okButtonProps={{ "data-testid": "surplus-move-save" }}
        destroyOnHidden
      >
        <PositionSelect
          value={moving?.positionId ?? null}
          onChange={(positionId) => setMoving((m) => (m ? { ...m, positionId } : m))}
          style={{ width: "100%" }}
          testId="surplus-move-position"
        />
      </Modal>
    </Flex>
  );
}
