import { Button, Flex, Form, type FormInstance, Input, InputNumber, Select } from "antd";
import { useState } from "react";
import { useWarehouseT } from "./i18n.ts";
import { MaterialSelect } from "./shared.tsx";
import type { Material } from "./warehouse-api.ts";

/** One line of a stock form as typed: cost in yuan. */
export type LineValues = {
  materialId?: number;
  color?: string;
  length?: number;
  count?: number;
  cost?: number;
  note?: string;
};

/**
 * The lines of a stock form (an operation, a purchase order): material, its colour, a length for
 * profiles, count, cost and note; one or more, added and removed. Lives in a Form under `lines`.
 */
export function StockLinesField({
  form,
  countLabel,
  withCost,
  withNote = true,
}: {
  form: FormInstance;
  countLabel: string;
  withCost: boolean;
  withNote?: boolean;
}) {
  const t = useWarehouseT();
  const [materials, setMaterials] = useState<Record<number, Material | undefined>>({});
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((f) => {
            const m = materials[form.getFieldValue(["lines", f.name, "materialId"]) as number];
            return (
              <Flex key={f.key} gap={8} wrap align="start" data-testid={`line-${f.name}`}>
                <Form.Item
                  name={[f.name, "materialId"]}
                  label={t("field.material")}
                  rules={[{ required: true, message: t("stock.chooseMaterial") }]}
                >
                  <MaterialSelect
                    testId={`line-${f.name}-material`}
                    onChange={(id, material) => {
                      setMaterials((all) => ({ ...all, [id]: material }));
                      form.setFieldValue(["lines", f.name, "materialId"], id);
                      form.setFieldValue(["lines", f.name, "color"], material?.colors[0] ?? "");
                      form.setFieldValue(
                        ["lines", f.name, "length"],
                        material?.category === "profile" ? material.rawLength || undefined : undefined,
                      );
                    }}
                  />
                </Form.Item>
                {m && m.colors.length > 0 ? (
                  <Form.Item name={[f.name, "color"]} label={t("field.color")}>
                    <Select
                      style={{ width: 110 }}
                      options={m.colors.map((c) => ({ value: c, label: c }))}
                      data-testid={`line-${f.name}-color`}
                    />
                  </Form.Item>
                ) : null}
                {m?.category === "profile" ? (
                  <Form.Item name={[f.name, "length"]} label={t("field.length")}>
                    <InputNumber style={{ width: 110 }} data-testid={`line-${f.name}-length`} />
                  </Form.Item>
                ) : null}
                <Form.Item name={[f.name, "count"]} label={countLabel}>
                  <InputNumber style={{ width: 100 }} data-testid={`line-${f.name}-count`} />
                </Form.Item>
                {withCost ? (
                  <Form.Item name={[f.name, "cost"]} label={t("field.cost")}>
                    <InputNumber style={{ width: 110 }} data-testid={`line-${f.name}-cost`} />
                  </Form.Item>
                ) : null}
                {withNote ? (
                  <Form.Item name={[f.name, "note"]} label={t("field.note")}>
                    <Input style={{ width: 140 }} />
                  </Form.Item>
                ) : null}
                {fields.length > 1 ? (
                  <Button
                    type="link"
                    danger
                    onClick={() => remove(f.name)}
                    style={{ marginTop: 30 }}
                    data-testid={`line-${f.name}-remove`}
                  >
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
  );
}
