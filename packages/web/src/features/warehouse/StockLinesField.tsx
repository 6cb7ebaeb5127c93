import { Button, Flex, Form, type FormInstance, Input, InputNumber, Select } from "antd";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { useWarehouseT } from "./i18n.ts";
import { type LineValues, lineOfMaterial } from "./scan-lines.ts";
import { MaterialSelect } from "./shared.tsx";
import type { Material } from "./warehouse-api.ts";

export type { LineValues };

const SELECTED = {
  background: "var(--ant-color-primary-bg, #e6f4ff)",
  borderRadius: 6,
  paddingInline: 6,
} as const;

export type Materials = Record<number, Material | undefined>;

/**
 * The lines of a stock form (an operation, a purchase order): material, its colour, a length for
 * profiles, count, cost and note; one or more, added and removed. Lives in a Form under `lines`.
 */
export function StockLinesField({
  form,
  countLabel,
  withCost,
  withNote = true,
  materials,
  setMaterials,
  selected = null,
}: {
  form: FormInstance;
  countLabel: string;
  withCost: boolean;
  withNote?: boolean;
  /** The materials chosen on the lines (their colours, category and raw length), by id. */
  materials: Materials;
  setMaterials: (update: (all: Materials) => Materials) => void;
  /** The line a scan selected, marked. */
  selected?: number | null;
}) {
  const t = useWarehouseT();
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((f) => {
            const m = materials[form.getFieldValue(["lines", f.name, "materialId"]) as number];
            return (
              <Flex
                key={f.key}
                gap={8}
                wrap
                align="start"
                data-testid={`line-${f.name}`}
                data-selected={selected === f.name ? "true" : undefined}
                style={selected === f.name ? SELECTED : undefined}
              >
                <RequiredItem
                  name={[f.name, "materialId"]}
                  label={t("field.material")}
                  message={t("stock.chooseMaterial")}
                >
                  <MaterialSelect
                    testId={`line-${f.name}-material`}
                    known={m}
                    onChange={(id, material) => {
                      setMaterials((all) => ({ ...all, [id]: material }));
                      const line = material ? lineOfMaterial(material) : { materialId: id };
                      for (const [k, v] of Object.entries(line)) form.setFieldValue(["lines", f.name, k], v);
                    }}
                  />
                </RequiredItem>
                {m && m.colors.length > 0 ? (
                  <RequiredItem
                    name={[f.name, "color"]}
                    label={t("field.color")}
                    message={t("stock.chooseColor")}
                  >
                    <Select
                      style={{ width: 110 }}
                      options={m.colors.map((c) => ({ value: c, label: c }))}
                      data-testid={`line-${f.name}-color`}
                    />
                  </RequiredItem>
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
