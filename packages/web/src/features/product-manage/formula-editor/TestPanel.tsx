import type { Value } from "@fenestra/core/formula/index";
import {
  DEFAULT_SCOPE,
  type FormulaTab,
  type RowScope,
  rowScopes,
  type Series,
} from "@fenestra/core/series/index";
import { Card, Flex, Input, Select, Table, Tag, Typography } from "antd";
import { useMemo, useState } from "react";
import { formulaErrorText } from "../../../shared/i18n/formula-text.ts";
import { useProductT } from "../i18n.ts";
import {
  evaluateField,
  evaluateRow,
  type FieldResult,
  parameterValues,
  rowScope,
  sampleVariables,
} from "./sample-variables.ts";

interface Props {
  series: Series;
  tab: FormulaTab;
}

function formatValue(value: Value | undefined): string {
  if (value === undefined) return "";
  return typeof value === "number" ? String(Math.round(value * 1e6) / 1e6) : `'${value}'`;
}

function ResultText({ result }: { result: FieldResult }) {
  if (result.error) {
    return (
      <Typography.Text type="danger" data-testid="test-result-error">
        {result.error} · {formulaErrorText(result.error)}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text code data-testid="test-result-value">
      {formatValue(result.value)}
    </Typography.Text>
  );
}

/**
 * Evaluates the active tab's rows and a free expression with sample variables of a scope (the
 * 1500 × 1400 casement of docs/bom.md by default), which the user may change.
 */
export function TestPanel({ series, tab }: Props) {
  const t = useProductT();
  const [scope, setScope] = useState<RowScope>(DEFAULT_SCOPE[tab]);
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const [expression, setExpression] = useState("W - 2 * 60");
  const params = useMemo(() => parameterValues(series), [series]);
  const sample = useMemo(() => sampleVariables(scope), [scope]);
  const vars = useMemo(() => {
    const out: Record<string, Value> = { ...params, ...sample };
    for (const [name, text] of Object.entries(overrides)) {
      if (!(name in sample)) continue;
      const n = Number(text);
      out[name] = text.trim() !== "" && Number.isFinite(n) ? n : text;
    }
    return out;
  }, [params, sample, overrides]);
  const rows = (series.formulas[tab]?.rows ?? []).filter((r) => rowScope(tab, r) === scope);
  const free = expression.trim() ? evaluateField("expression", expression, vars) : undefined;

  return (
    <Card size="small" title={t("test.title")} data-testid="formula-test-panel">
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <Typography.Text>{t("test.scope")}</Typography.Text>
          <Select<RowScope>
            size="small"
            style={{ width: 140 }}
            value={scope}
            onChange={setScope}
            options={rowScopes.map((s) => ({ value: s, label: t(`scope.${s}`) }))}
          />
        </Flex>
        <div
          style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(130px, 1fr))", gap: 6 }}
        >
          {Object.entries(sample).map(([name, value]) => (
            <Input
              key={name}
              size="small"
              addonBefore={name}
              value={overrides[name] ?? String(value)}
              onChange={(e) => setOverrides({ ...overrides, [name]: e.target.value })}
              data-testid={`test-var-${name}`}
            />
          ))}
        </div>
        <div>
          <Typography.Text type="secondary">{t("test.expression")}</Typography.Text>
          <Input
            value={expression}
            onChange={(e) => setExpression(e.target.value)}
            style={{ fontFamily: "monospace" }}
            data-testid="test-expression"
          />
          {free && (
            <div style={{ marginTop: 4 }}>
              = <ResultText result={free} />
            </div>
          )}
        </div>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: t("test.noRowsInScope") }}
          columns={[
            {
              title: t("test.row"),
              render: (_, row) => (
                <Flex vertical>
                  <Typography.Text>{row.code || row.name || row.id}</Typography.Text>
                  {row.kind && <Tag>{t(`kind.${row.kind}`)}</Tag>}
                </Flex>
              ),
            },
            {
              title: t("test.results"),
              render: (_, row) => (
                <Flex vertical gap={2}>
                  {evaluateRow(row, vars).map((r) => (
                    <span key={r.field}>
                      <Typography.Text type="secondary">
                        {t(`field.${r.field as "length"}`)}:{" "}
                      </Typography.Text>
                      <ResultText result={r} />
                    </span>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
