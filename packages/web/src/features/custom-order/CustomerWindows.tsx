import type { CustomerWindow, LinkTemplate } from "@fenestra/core/custom-order/custom-order";
import { MAX_WINDOW_COUNT } from "@fenestra/core/custom-order/custom-order";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Button, Card, Flex, Form, type FormInstance, InputNumber, Select, Typography } from "antd";
import { translateKey } from "../../shared/i18n/i18n.ts";
import type { PublicTemplate } from "./custom-order-api.ts";
import { useCustomOrderT } from "./custom-order-text.ts";
import { windowRule } from "./window-rules.ts";

/** A template's name as the customer reads it: a built-in's in their language, an own one as named. */
export const publicName = (template: PublicTemplate | undefined) =>
  template ? (template.builtin ? translateKey(`library:${template.name}`) : template.name) : "";

/**
 * The customer's windows, one card each: the template, its size (with the range it is made in
 * beside each field), colour and quantity, and its indicative price when the company shows it.
 */
export function CustomerWindows({
  form,
  templates,
  colours,
  prices,
}: {
  form: FormInstance;
  templates: readonly PublicTemplate[];
  colours: readonly string[];
  prices: readonly { price: number; amount: number }[] | null;
}) {
  const t = useCustomOrderT();
  const limits: LinkTemplate[] = templates.map(({ key, minWidth, maxWidth, minHeight, maxHeight }) => ({
    key,
    minWidth,
    maxWidth,
    minHeight,
    maxHeight,
  }));
  const byKey = new Map(templates.map((x) => [x.key, x]));
  const rule = (index: number, field: keyof CustomerWindow) =>
    windowRule(form, limits, colours, index, field);
  return (
    <Form.List name="windows">
      {(fields, { remove }) =>
        fields.length === 0 ? (
          <Typography.Text type="secondary">{t("form.empty")}</Typography.Text>
        ) : (
          fields.map((field) => {
            const key = form.getFieldValue(["windows", field.name, "templateKey"]) as string;
            const template = byKey.get(key);
            const price = prices?.[field.name];
            return (
              <Card
                key={field.key}
                size="small"
                title={publicName(template)}
                data-testid={`window-${field.name}`}
                extra={
                  <Button
                    size="small"
                    danger
                    onClick={() => remove(field.name)}
                    data-testid={`window-remove-${field.name}`}
                  >
                    {t("form.remove")}
                  </Button>
                }
              >
                <Form.Item name={[field.name, "templateKey"]} hidden>
                  <input />
                </Form.Item>
                <Flex gap={12} wrap>
                  <Form.Item
                    name={[field.name, "width"]}
                    label={t("form.width")}
                    extra={template && t("form.range", { min: template.minWidth, max: template.maxWidth })}
                    rules={[rule(field.name, "width")]}
                  >
                    <InputNumber data-testid={`window-width-${field.name}`} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "height"]}
                    label={t("form.height")}
                    extra={template && t("form.range", { min: template.minHeight, max: template.maxHeight })}
                    rules={[rule(field.name, "height")]}
                  >
                    <InputNumber data-testid={`window-height-${field.name}`} style={{ width: 130 }} />
                  </Form.Item>
                  {colours.length > 0 && (
                    <Form.Item
                      name={[field.name, "colour"]}
                      label={t("form.colour")}
                      rules={[rule(field.name, "colour")]}
                    >
                      <Select
                        data-testid={`window-colour-${field.name}`}
                        style={{ width: 160 }}
                        options={colours.map((c) => ({ value: c, label: c }))}
                      />
                    </Form.Item>
                  )}
                  <Form.Item
                    name={[field.name, "count"]}
                    label={t("form.count")}
                    rules={[
                      {
                        validator: async (_, v: unknown) => {
                          if (typeof v !== "number" || !Number.isInteger(v) || v < 1 || v > MAX_WINDOW_COUNT)
                            throw new Error(t("rules.customOrder.count_range"));
                        },
                      },
                    ]}
                  >
                    <InputNumber data-testid={`window-count-${field.name}`} style={{ width: 90 }} />
                  </Form.Item>
                </Flex>
                {price && (
                  <Typography.Text data-testid={`window-price-${field.name}`}>
                    {t("form.price", {
                      price: formatYuan(price.price),
                      count: form.getFieldValue(["windows", field.name, "count"]),
                      amount: formatYuan(price.amount),
                    })}
                  </Typography.Text>
                )}
              </Card>
            );
          })
        )
      }
    </Form.List>
  );
}
