import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, Input, Modal, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { showError } from "../../shared/api/show-error.ts";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { type LineValues, StockLinesField } from "./StockLinesField.tsx";
import { fenOf, showLineError } from "./shared.tsx";
import { newRequestId, type OperationBody, warehouseApi } from "./warehouse-api.ts";

type Values = { type: OperationBody["type"]; note?: string; lines: LineValues[] };

/** Stock operation form: purchase in, special in / out or an inventory count, one or more lines. */
export function OperationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [requestId, setRequestId] = useState(newRequestId);
  const type = Form.useWatch("type", form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setRequestId(newRequestId());
  }, [open, form]);
  const save = useMutation({
    mutationFn: (v: Values) =>
      warehouseApi.record({
        requestId,
        type: v.type,
        note: v.note ?? "",
        lines: v.lines.map((l) => ({
          materialId: l.materialId as number,
          color: l.color ?? "",
          ...(l.length !== undefined && l.length !== null ? { length: l.length } : {}),
          count: l.count as number,
          ...(fenOf(l.cost) !== undefined ? { costFen: fenOf(l.cost) } : {}),
          note: l.note ?? "",
        })),
      }),
    onSuccess: () => {
      toast.success(t("done"));
      void client.invalidateQueries({ queryKey: ["warehouse"] });
      onClose();
    },
    onError: (error) => {
      if (!showLineError(form, error)) showError(error, t("failed"));
    },
  });
  return (
    <Modal
      open={open}
      width={900}
      title={t("stock.operationTitle")}
      okText={t("save")}
      cancelText={t("cancel")}
      onCancel={onClose}
      confirmLoading={save.isPending}
      onOk={() => form.validateFields().then((v) => save.mutate(v))}
      okButtonProps={{ "data-testid": "operation-save" }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ type: 1, lines: [{}] }}>
        <Form.Item name="type" label={t("field.type")}>
          <Select
            data-testid="operation-type"
            options={([1, 3, 6, 7] as const).map((v) => ({ value: v, label: t(`type.${v}`) }))}
          />
        </Form.Item>
        {type === 7 ? (
          <Typography.Paragraph type="secondary">{t("stock.inventoryHint")}</Typography.Paragraph>
        ) : null}
        <StockLinesField
          form={form}
          countLabel={type === 7 ? t("field.counted") : t("field.count")}
          withCost={type === 1 || type === 3}
        />
        <Form.Item name="note" label={t("field.note")} style={{ marginTop: 12 }}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
