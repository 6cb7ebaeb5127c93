import { routes } from "@fenestra/api";
import { formatYuan, yuanNumber } from "@fenestra/core/pricing/money-text";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Input, InputNumber, Tag, Typography } from "antd";
import { useState } from "react";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { usePagedList } from "../../shared/list/use-paged-list.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { SaveDialog } from "../../shared/ui/SaveDialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { wholeOrEmpty } from "./pick-lines.ts";
import { type LineValues, type Materials, StockLinesField } from "./StockLinesField.tsx";
import { fenOf, sendWhenValid, showLineError } from "./shared.tsx";
import { type PurchaseOrder, requestIdKeeper, warehouseApi } from "./warehouse-api.ts";

type Values = { supplier: string; expectedDate?: string; note?: string; lines: LineValues[] };
type Arrival = { count: number | null; cost: number | null };

/** What arrives of each open line: its open count and its ordered cost, to be changed. */
const arrivalsOf = (po: PurchaseOrder): Record<number, Arrival> =>
  Object.fromEntries(
    po.lines.map((l, i) => [i, { count: Math.max(0, l.count - l.received), cost: yuanNumber(l.costFen) }]),
  );

/** Purchase orders to suppliers; receiving (all or part) writes purchase-in lines at the received cost. */
export function PurchaseTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [receiving, setReceiving] = useState<PurchaseOrder | null>(null);
  const [arrivals, setArrivals] = useState<Record<number, Arrival>>({});
  const [idFor, setIdFor] = useState(() => requestIdKeeper());
  const [form] = Form.useForm<Values>();
  const [materials, setMaterials] = useState<Materials>({});
  const list = usePagedList(routes.warehouse.purchaseOrders, {});
  const refresh = () => void invalidate(client, routes.warehouse);
  const openReceive = (po: PurchaseOrder) => {
    setArrivals(arrivalsOf(po));
    setIdFor(() => requestIdKeeper());
    setReceiving(po);
  };
  const receive = useMutation({
    mutationFn: (po: PurchaseOrder) => {
      if (!po.lines.every((_, i) => wholeOrEmpty(arrivals[i]?.count)))
        throw new Error(t("picking.countWhole"));
      const lines = po.lines.flatMap((_, index) => {
        const a = arrivals[index];
        if (!a?.count) return [];
        const costFen = fenOf(a.cost);
        return [{ index, count: a.count, ...(costFen !== undefined ? { costFen } : {}) }];
      });
      if (lines.length === 0) throw new Error(t("purchase.nothingArrived"));
      return warehouseApi.receive(po.id, { requestId: idFor({ po: po.id, lines }), lines });
    },
    onSuccess: () => {
      toast.success(t("done"));
      setReceiving(null);
      refresh();
    },
    onError: (error) => showError(error, t("failed")),
  });
  const create = useMutation({
    mutationFn: (v: Values) =>
      warehouseApi.createPurchaseOrder({
        supplier: v.supplier,
        ...(v.expectedDate ? { expectedDate: v.expectedDate } : {}),
        note: v.note ?? "",
        lines: v.lines.map((l) => ({
          materialId: l.materialId as number,
          color: l.color ?? "",
          ...(l.length ? { length: l.length } : {}),
          count: l.count as number,
          costFen: fenOf(l.cost) ?? 0,
          note: l.note ?? "",
        })),
      }),
    onSuccess: () => {
      toast.success(t("done"));
      refresh();
      setAdding(false);
    },
    onError: (error) => {
      if (!showLineError(form, error)) showError(error, t("failed"));
    },
  });
  const columns: Column<PurchaseOrder>[] = [
    { title: t("field.supplier"), primary: true, dataIndex: "supplier" },
    {
      title: t("field.material"),
      render: (_, po) =>
        po.lines
          .map((l) =>
            `${l.code} ${l.color} ${l.length || ""} × ${l.count} (${l.received})`.replace(/\s+/g, " "),
          )
          .join("; "),
    },
    {
      title: t("field.value"),
      align: "right",
      render: (_, po) => formatYuan(po.lines.reduce((s, l) => s + l.count * l.costFen, 0)),
    },
    {
      title: t("field.status"),
      render: (_, po) => (
        <Tag
          color={po.status === "received" ? "green" : po.status === "partly_received" ? "orange" : undefined}
          data-testid="po-status"
        >
          {t(`purchase.status.${po.status}`)}
        </Tag>
      ),
    },
    { title: t("field.time"), render: (_, po) => formatDate(po.createdAt) },
    {
      title: "",
      render: (_, po) =>
        po.status === "received" ? null : (
          <Button size="small" onClick={() => openReceive(po)} data-testid="po-receive">
            {t("purchase.receive")}
          </Button>
        ),
    },
  ];
  return (
    <PagedListView<PurchaseOrder>
      create={{ label: t("purchase.new"), onClick: () => setAdding(true), testId: "po-new" }}
      list={list}
      testId="po-rows"
      columns={columns}
      firstUse={t("purchase.firstUse")}
    >
      <SaveDialog
        open={adding}
        width={900}
        title={t("purchase.new")}
        onClose={() => setAdding(false)}
        saving={create.isPending}
        onSave={sendWhenValid(form, (v) => create.mutate(v))}
        saveTestId="po-save"
      >
        <Form form={form} layout="vertical" initialValues={{ lines: [{}] }}>
          <Flex gap={8} wrap>
            <RequiredItem
              name="supplier"
              label={t("field.supplier")}
              message={t("purchase.supplierRequired")}
              text
              style={{ flex: "1 1 200px" }}
            >
              <Input data-testid="po-supplier" />
            </RequiredItem>
            <Form.Item name="expectedDate" label={t("field.expectedDate")}>
              <Input type="date" data-testid="po-expected" />
            </Form.Item>
          </Flex>
          <StockLinesField
            form={form}
            countLabel={t("field.count")}
            withCost
            materials={materials}
            setMaterials={setMaterials}
          />
          <Form.Item name="note" label={t("field.note")} style={{ marginTop: 12 }}>
            <Input />
          </Form.Item>
        </Form>
      </SaveDialog>
      <Dialog
        open={receiving !== null}
        title={t("purchase.receiveTitle")}
        okText={t("purchase.receive")}
        cancelText={t("cancel")}
        onCancel={() => setReceiving(null)}
        confirmLoading={receive.isPending}
        onOk={() => receiving && receive.mutate(receiving)}
        okButtonProps={{ "data-testid": "receive-save" }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("purchase.receiveHint")}</Typography.Paragraph>
        <Flex vertical gap={8}>
          {(receiving?.lines ?? []).map((l, index) => {
            const open = l.count - l.received;
            const key = `${index}-${l.materialId}-${l.color}-${l.length}`;
            return (
              <Flex key={key} gap={8} wrap align="center" data-testid={`receive-line-${index}`}>
                <Typography.Text strong style={{ flex: "1 1 160px" }}>
                  {[l.code, l.name, l.color, l.length || ""].filter(Boolean).join(" ")}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t("purchase.ordered")} {l.count} · {t("field.received")} {l.received} ·{" "}
                  {t("purchase.open")} {Math.max(0, open)}
                </Typography.Text>
                {open > 0 ? (
                  <Flex gap={8}>
                    <InputNumber
                      min={0}
                      max={open}
                      status={wholeOrEmpty(arrivals[index]?.count) ? undefined : "error"}
                      style={{ width: 110 }}
                      addonBefore={t("purchase.arrived")}
                      value={arrivals[index]?.count ?? null}
                      onChange={(count) =>
                        setArrivals((a) => ({ ...a, [index]: { cost: null, ...a[index], count } }))
                      }
                      data-testid={`receive-count-${index}`}
                    />
                    <InputNumber
                      min={0}
                      style={{ width: 150 }}
                      addonBefore={t("field.cost")}
                      value={arrivals[index]?.cost ?? null}
                      onChange={(cost) =>
                        setArrivals((a) => ({ ...a, [index]: { count: null, ...a[index], cost } }))
                      }
                      data-testid={`receive-cost-${index}`}
                    />
                  </Flex>
                ) : null}
              </Flex>
            );
          })}
        </Flex>
      </Dialog>
    </PagedListView>
  );
}
