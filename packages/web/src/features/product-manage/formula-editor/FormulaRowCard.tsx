import type { FormulaKind, FormulaRow, FormulaTab, RowScope } from "@fenestra/core/series/index";
import { calcTypes, DEFAULT_SCOPE, formulaKinds, rowScopes } from "@fenestra/core/series/index";
import { WORKSHOP_LINKS, type WorkshopLink } from "@fenestra/core/workshop/index";
import { Card, Flex, Popconfirm, Select, Switch, Typography } from "antd";
import { memo, type ReactNode } from "react";
import { DeleteIconButton } from "../../../shared/ui/DeleteIconButton.tsx";
import { useWorkshopT } from "../../workshop/index.ts";
import { useProductT } from "../i18n.ts";
import { ExpressionField } from "./ExpressionField.tsx";
import { type IssueIndex, issueKey } from "./issue-index.ts";
import { type ExpressionFieldName, KIND_FIELDS } from "./row-fields.ts";

interface Props {
  tab: FormulaTab;
  row: FormulaRow;
  index: number;
  issues: IssueIndex;
  onChange(index: number, row: FormulaRow): void;
  onRemove(index: number): void;
  /** In place of the window scopes' select: a series of another kind's own (a sunroom's). */
  scopeSelect?: ReactNode;
}

/** One formula row: kind, scope and the expressions its kind uses, each validated live. */
/** Re-render a row only when it, its place or its own issues change (typing elsewhere must not). */
function sameRow(a: Props, b: Props): boolean {
  if (a.row !== b.row || a.index !== b.index || a.tab !== b.tab) return false;
  if (a.onChange !== b.onChange || a.onRemove !== b.onRemove) return false;
  if (a.scopeSelect !== b.scopeSelect) return false;
  const prefix = issueKey(a.tab, a.row.id, "");
  const own = (issues: IssueIndex) =>
    [...issues]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, i]) => `${key}:${i.error.code}:${i.error.position}`);
  return own(a.issues).join() === own(b.issues).join();
}

export const FormulaRowCard = memo(function FormulaRowCard({
  tab,
  row,
  index,
  issues,
  onChange: changeAt,
  onRemove: removeAt,
  scopeSelect,
}: Props) {
  const onChange = (next: FormulaRow) => changeAt(index, next);
  const onRemove = () => removeAt(index);
  const t = useProductT();
  const w = useWorkshopT();
  const issueAt = (field: string) => issues.get(issueKey(tab, row.id, field))?.error;
  const set = (field: ExpressionFieldName, value: string) => onChange({ ...row, [field]: value });
  const fields = row.kind ? KIND_FIELDS[row.kind] : [];
  const kindError = issueAt("kind");
  const calcError = issueAt("calc");
  return (
    <Card
      size="small"
      data-testid={`formula-row-${row.id}`}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">#{index + 1}</Typography.Text>
          <Select<FormulaKind>
            size="small"
            style={{ width: 120 }}
            value={row.kind}
            status={kindError ? "error" : undefined}
            placeholder={t("editor.kind")}
            onChange={(kind) => onChange({ ...row, kind })}
            options={formulaKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
          {scopeSelect ?? (
            <Select<RowScope>
              size="small"
              style={{ width: 130 }}
              value={row.scope ?? DEFAULT_SCOPE[tab]}
              onChange={(scope) => onChange({ ...row, scope })}
              options={rowScopes.map((s) => ({ value: s, label: t(`scope.${s}`) }))}
            />
          )}
          {row.kind === "cost" && (
            <Select
              size="small"
              style={{ width: 130 }}
              value={row.calc}
              status={calcError ? "error" : undefined}
              placeholder={t("editor.calc")}
              onChange={(calc) => onChange({ ...row, calc })}
              options={calcTypes.map((c) => ({ value: c, label: t(`calc.${c}`) }))}
            />
          )}
          {tab === "wage" && row.kind === "cost" && (
            <Select<WorkshopLink | "">
              size="small"
              style={{ width: 170 }}
              aria-label={t("editor.wageLink")}
              title={t("editor.wageLink")}
              data-testid={`field-${row.id}-link`}
              value={row.link ?? ""}
              onChange={(link) => {
                const { link: _, ...rest } = row;
                onChange(link === "" ? rest : { ...rest, link });
              }}
              options={[
                { value: "", label: t("editor.wageLinkShared") },
                ...WORKSHOP_LINKS.map((l) => ({ value: l, label: w(`links.${l}`) })),
              ]}
            />
          )}
          {row.kind === "profile" && (
            <Flex gap={4} align="center">
              <Switch
                size="small"
                checked={row.optimize}
                onChange={(optimize) => onChange({ ...row, optimize })}
              />
              <Typography.Text style={{ fontSize: 12 }}>{t("editor.optimize")}</Typography.Text>
            </Flex>
          )}
          {(kindError || calcError) && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t("editor.missingType")}
            </Typography.Text>
          )}
        </Flex>
      }
      extra={
        <Popconfirm title={t("editor.confirmRemoveRow")} onConfirm={onRemove}>
          <DeleteIconButton label={t("editor.removeRow")} />
        </Popconfirm>
      }
    >
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 8 }}>
        <ExpressionField
          label={t("field.condition")}
          value={row.condition ?? ""}
          onChange={(v) => onChange({ ...row, condition: v })}
          error={issueAt("condition")}
          testId={`field-${row.id}-condition`}
          placeholder={t("editor.alwaysPlaceholder")}
        />
        {fields.map((field) => (
          <ExpressionField
            key={field}
            label={t(`field.${field}`)}
            value={row[field] ?? ""}
            onChange={(v) => set(field, v)}
            error={issueAt(field)}
            testId={`field-${row.id}-${field}`}
          />
        ))}
      </div>
    </Card>
  );
}, sameRow);
