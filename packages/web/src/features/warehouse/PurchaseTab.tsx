import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Input, InputNumber, Modal, Tag } from "antd";
import { useState } from "react";
import { showError } from "../../shared/api/show-error.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { toast } from "../../shared/ui/toast.ts";
import { type Column, ResponsiveTable } from "../orders/ResponsiveTable.tsx";
import { useWarehouseT } from "./i18n.ts";
import { fenOf, MaterialSelect } from "./shared.tsx";
import { newRequestId, type PurchaseOrder, warehouseApi } from "./warehouse-api.ts";

type Values = {
  supplier: string;
  materialId: number;
  color?: string;
  length?: number;
  count: number;
  cost?: number;
};

/** Purchase orders to suppliers; receiving writes purchase-in lines at the received cost. */
export function PurchaseTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<Values>();
  const list = useQuery({
    queryKey: ["warehouse", "po", page],
    queryFn: () => warehouseApi.purchaseOrders(page),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ["warehouse"] });
  const receive = useMutation({
    mutationFn: (po: PurchaseOrder) =>
      warehouseApi.receive(po.id, {
        requestId: newRequestId(),
        lines: po.lines.flatMap((l, index) =>
          l.count > l.received ? [{ index, count: l.count - l.received }] : [],
        ),
      }),
    onSuccess: () => {
      toast.success(t("done"));
      refresh();
    },
    onError: (error) => showError(error, t("failed")),
  });
  const create = useMutation({
    mutationFn: (v: Values) =>
      warehouseApi.createPurchaseOrder({
        supplier: v.supplier,
        lines: [
          {
            materialId: v.materialId,
            color: v.color ?? "",
            ...(v.length ? { length: v.length } : {}),
            count: v.count,
            costFen: fenOf(v.cost) ?? 0,
          },
        ],
      }),
    onSuccess: () => {
      refresh();
      setAdding(false);
    },
    onError: (error) => showError(error, t("failed")),
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
      render: (_, po) => <Tag data-testid="po-status">{t(`purchase.status.${po.status}`)}</Tag>,
    },
    { title: t("field.time"), render: (_, po) => formatDate(po.createdAt) },
    {
      title: "",
      render: (_, po) =>
        po.status === "received" ? null : (
          <Button
            size="small"
            onClick={() => receive.mutate(po)}
            loading={receive.isPending}
            data-testid="po-receive"
          >
            {t("purchase.receiveAll")}
          </Button>
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex>
        <Button type="primary" onClick={() => setAdding(true)} data-testid="po-new">
          {t("purchase.new")}
        </Button>
      </Flex>
      <ResponsiveTable<PurchaseOrder>
        rowKey="id"
        testId="po-rows"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        columns={columns}
      />
      <Modal
        open={adding}
        title={t("purchase.new")}
        okText={t("save")}
        cancelText={t("cancel")}
        onCancel={() => setAdding(false)}
        confirmLoading={create.isPending}
        onOk={() => form.validateFields().then((v) => create.mutate(v))}
        okButtonProps={{ "data-testid": "po-save" }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="supplier" label={t("field.supplier")} required>
            <Input data-testid="po-supplier" />
          </Form.Item>
          <Form.Item name="materialId" label={t("field.material")} required>
            <MaterialSelect testId="po-material" />
          </Form.Item>
          <Flex gap={8} wrap>
            <Form.Item name="color" label={t("field.color")}>
              <Input data-testid="po-color" />
            </Form.Item>
            <Form.Item name="length" label={t("field.length")}>
              <InputNumber data-testid="po-length" />
            </Form.Item>
            <Form.Item name="count" label={t("field.count")} required>
              <InputNumber data-testid="po-count" />
            </Form.Item>
            <Form.Item name="cost" label={t("field.cost")}>
              <InputNumber data-testid="po-cost" />
            </Form.Item>
          </Flex>
        </Form>
      </Modal>
    </Flex>
  );
}
