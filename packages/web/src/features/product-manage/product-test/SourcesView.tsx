import type { BomLine } from "@fenestra/core";
import type { FormulaRow, Series } from "@fenestra/core/series/index";
import { Descriptions, Flex, Tag, Typography } from "antd";
import { KIND_FIELDS } from "../formula-editor/row-fields.ts";
import { useProductT } from "../i18n.ts";

function findRow(series: Series | undefined, tab: string, rowId: string): FormulaRow | undefined {
  return series?.formulas[tab as keyof Series["formulas"]]?.rows.find((r) => r.id === rowId);
}

function formatVar(value: unknown): string {
  return typeof value === "number" ? String(Math.round(value * 1e6) / 1e6) : `'${String(value)}'`;
}

/** Under a BOM line: each formula row that produced it, its expressions and the variables it saw. */
export function SourcesView({ line, series }: { line: BomLine; series: Series | undefined }) {
  const t = useProductT();
  return (
    <Flex vertical gap={12} data-testid="bom-line-sources">
      {line.sources.map((source, i) => {
        const row = findRow(series, source.tab, source.rowId);
        const text = (row ?? {}) as unknown as Record<string, unknown>;
        const fields = (row?.kind ? ["condition", ...KIND_FIELDS[row.kind]] : []).filter(
          (f) => typeof text[f] === "string" && text[f] !== "",
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sources have no id of their own.
          <div key={i}>
            <Flex gap={8} wrap align="center">
              <Tag color="blue">{t(`tab.${source.tab}`)}</Tag>
              <Typography.Text code data-testid="source-row">
                {source.rowId}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t("test.window", { n: source.window + 1 })} · {t("test.element", { id: source.element })}
              </Typography.Text>
            </Flex>
            {row && (
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2, xl: 3 }}
                style={{ marginTop: 4 }}
                items={fields.map((f) => ({
                  key: f,
                  label: t(`field.${f as "condition"}`),
                  children: <code>{String(text[f])}</code>,
                }))}
              />
            )}
            {source.vars && (
              <Typography.Paragraph style={{ margin: "4px 0 0", fontSize: 12 }} data-testid="source-vars">
                {Object.entries(source.vars)
                  .map(([name, value]) => `${name} = ${formatVar(value)}`)
                  .join(" · ")}
              </Typography.Paragraph>
            )}
          </div>
        );
      })}
    </Flex>
  );
}
