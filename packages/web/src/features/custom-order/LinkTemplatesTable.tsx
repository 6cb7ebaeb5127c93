import type { LinkTemplate } from "@fenestra/core/custom-order/custom-order";
import { MAX_LINK_TEMPLATES } from "@fenestra/core/custom-order/custom-order";
import { shapeSize } from "@fenestra/core/design/shapes";
import { Button, Flex, InputNumber, Select, Typography } from "antd";
import { ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { type LibraryTemplate, templateName, useTemplates } from "../window-library/index.ts";
import { useCustomOrderT } from "./custom-order-text.ts";

const BOUNDS = ["minWidth", "maxWidth", "minHeight", "maxHeight"] as const;

/** A new row's range: half to twice the template's nominal size, whole millimetres. */
function defaultRange(template: LibraryTemplate): LinkTemplate {
  const frame = template.design.frames[0];
  const size = frame ? shapeSize(frame.shape) : { width: 1200, height: 1200 };
  const half = (v: number) => Math.max(1, Math.round(v / 2));
  return {
    key: template.id,
    minWidth: half(size.width),
    maxWidth: Math.round(size.width * 2),
    minHeight: half(size.height),
    maxHeight: Math.round(size.height * 2),
  };
}

/**
 * The templates the link shows and the sizes each is made in: chosen from the company's window
 * library (built-in and own), a range per template. A number is kept as typed; the server refuses
 * a reversed range at its field.
 */
export function LinkTemplatesTable({
  value,
  onChange,
  errors,
}: {
  value: LinkTemplate[];
  onChange: (next: LinkTemplate[]) => void;
  errors: Record<string, string>;
}) {
  const t = useCustomOrderT();
  const { templates } = useTemplates();
  const byKey = new Map(templates.map((x) => [x.id, x]));
  const chosen = new Set(value.map((x) => x.key));
  const set = (index: number, patch: Partial<LinkTemplate>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Flex vertical gap={8}>
      <ResponsiveTable<LinkTemplate & { index: number }>
        rowKey="key"
        dataSource={value.map((row, index) => ({ ...row, index }))}
        empty={t("settings.noTemplates")}
        testId="link-templates"
        columns={[
          {
            title: t("settings.type"),
            primary: true,
            render: (_, row) => {
              const template = byKey.get(row.key);
              return (
                <Typography.Text data-testid="link-template-name">
                  {template ? templateName(template) : row.key}
                </Typography.Text>
              );
            },
          },
          ...BOUNDS.map((bound) => ({
            title: t(`settings.${bound}`),
            render: (_: unknown, row: LinkTemplate & { index: number }) => {
              const error = errors[`templates.${row.index}.${bound}`];
              return (
                <Flex vertical>
                  <InputNumber
                    aria-label={t(`settings.${bound}`)}
                    data-testid={`link-${bound}-${row.index}`}
                    value={row[bound]}
                    status={error ? "error" : undefined}
                    onChange={(v) => set(row.index, { [bound]: typeof v === "number" ? v : Number.NaN })}
                    style={{ width: 110 }}
                  />
                  {error && <Typography.Text type="danger">{error}</Typography.Text>}
                </Flex>
              );
            },
          })),
          {
            title: "",
            render: (_, row) => (
              <Button
                size="small"
                danger
                data-testid={`link-remove-${row.index}`}
                onClick={() => onChange(value.filter((_, i) => i !== row.index))}
              >
                {t("settings.remove")}
              </Button>
            ),
          },
        ]}
      />
      <Select<string>
        showSearch
        placeholder={t("settings.addTemplate")}
        data-testid="link-add-template"
        value={null}
        disabled={value.length >= MAX_LINK_TEMPLATES}
        style={{ maxWidth: 360 }}
        optionFilterProp="label"
        options={templates
          .filter((x) => !chosen.has(x.id))
          .map((x) => ({ value: x.id, label: templateName(x) }))}
        onChange={(key) => {
          const template = byKey.get(key);
          if (template) onChange([...value, defaultRange(template)]);
        }}
      />
    </Flex>
  );
}
