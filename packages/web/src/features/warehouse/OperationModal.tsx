import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Input, InputNumber, Modal, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { isApiError } from "../../shared/api/api-error.ts";
import { showError } from "../../shared/api/show-error.ts";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { fenOf, MaterialSelect } from "./shared.tsx";
import { type Material, newRequestId, type OperationBody, warehouseApi } from "./warehouse-api.ts";

type Line = {
  materialId?: number;
  color?: string;
  length?: number;
  count?: number;
  cost?: number;
  note?: string;
};
type Values = { type: OperationBody["type"]; note?: string; lines: Line[] };

/** Stock operation form: purchase in, special in / out or an inventory count, one or more lines. */
export function OperationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [requestId, setRequestId] = useState(newRequestId);
  const [materials, setMaterials] = useState<Record<number, Material | undefined>>({});
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
      const field = isApiError(error) ? error.fieldError?.field : undefined;
      const m = field?.match(/^lines\.(\d+)\.(\w+)$/);
      if (m && isApiError(error) && error.fieldError) {
        const name = (m[2] === "costFen" ? "cost" : m[2]) as keyof Line;
        form.setFields([{ name: ["lines", Number(m[1]), name], errors: [error.fieldError.message] }]);
      } else showError(error, t("failed"));
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
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              {fields.map((f) => {
                const m = materials[form.getFieldValue(["lines", f.name, "materialId"]) as number];
                return (
                  <Flex key={f.key} gap={8} wrap align="start">
                    <Form.Item
                      name={[f.name, "materialId"]}
                      label={t("field.material")}
                      rules={[{ required: true, message: t("field.material") }]}
                    >
                      <MaterialSelect
                        testId={`line-${f.name}-material`}
                        onChange={(id, material) => {
                          setMaterials((all) => ({ ...all, [id]: material }));
                          form.setFieldValue(["lines", f.name, "materialId"], id);
                          form.setFieldValue(["lines", f.name, "color"], material?.colors[0] ?? "");
                          if (material?.category === "profile")
                            form.setFieldValue(["lines", f.name, "length"], material.rawLength || undefined);
                          else form.setFieldValue(["lines", f.name, "length"], undefined);
                        }}
                      />
                    </Form.Item>
                    {m && m.colors.length > 0 ? (
                      <Form.Item name={[f.name, "color"]} label={t("field.color")}>
                        <Select
                          style={{ width: 110 }}
                          options={m.colors.map((c) => ({ value: c, label: c }))}
                        />
                      </Form.Item>
                    ) : null}
                    {m?.category === "profile" ? (
                      <Form.Item name={[f.name, "length"]} label={t("field.length")}>
                        <InputNumber style={{ width: 110 }} data-testid={`line-${f.name}-length`} />
                      </Form.Item>
                    ) : null}
                    <Form.Item
                      name={[f.name, "count"]}
                      label={type === 7 ? t("field.counted") : t("field.count")}
                    >
                      <InputNumber style={{ width: 100 }} data-testid={`line-${f.name}-count`} />
                    </Form.Item>
                    {type === 1 || type === 3 ? (
                      <Form.Item name={[f.name, "cost"]} label={t("field.cost")}>
                        <InputNumber style={{ width: 110 }} data-testid={`line-${f.name}-cost`} />
                      </Form.Item>
                    ) : null}
                    <Form.Item name={[f.name, "note"]} label={t("field.note")}>
                      <Input style={{ width: 140 }} />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button type="link" danger onClick={() => remove(f.name)} style={{ marginTop: 30 }}>
                        {t("stock.removeLine")}
                      </Button>
                    ) : null}
                  </Flex>
                );
              })}
              <Button onClick={() => add({})} data-testid="operation-add-line">
                {t("stock.addLine")}
              </Button>
            </Flex>
          )}
        </Form.List>
        <Form.Item name="note" label={t("field.note")} style={{ marginTop: 12 }}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
