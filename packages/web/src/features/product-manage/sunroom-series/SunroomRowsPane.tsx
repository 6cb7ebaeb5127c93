import { PlusOutlined } from "@ant-design/icons";
import type { FormulaRow } from "@fenestra/core/series/index";
import { type SunroomRow, type SunroomScope, sunroomScopes } from "@fenestra/core/sunroom/series";
import { Button, Flex, Select } from "antd";
import { FormulaRowCard } from "../formula-editor/FormulaRowCard.tsx";
import type { IssueIndex } from "../formula-editor/issue-index.ts";
import { newRow } from "../formula-editor/row-fields.ts";
import { useProductT } from "../i18n.ts";

/** A row as the window's row card edits it: the sunroom's scope is kept aside. */
function asWindowRow({ scope: _, ...rest }: SunroomRow): FormulaRow {
  return rest;
}

/**
 * A sunroom series' formula rows, each in the window series' row card (kind, expressions, each
 * checked live) with the sunroom's own scopes: once per sunroom, member, run or roof panel.
 */
export function SunroomRowsPane({
  rows,
  issues,
  onChange,
}: {
  rows: readonly SunroomRow[];
  issues: IssueIndex;
  onChange(rows: SunroomRow[]): void;
}) {
  const t = useProductT();
  const change = (index: number, row: SunroomRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <Flex vertical gap={12} data-testid="sunroom-rows">
      {rows.map((row, index) => (
        <FormulaRowCard
          key={row.id}
          tab={row.kind === "cost" ? "quote" : "frame"}
          row={asWindowRow(row)}
          index={index}
          issues={issues}
          onChange={(i, next) => change(i, { ...next, scope: row.scope } as SunroomRow)}
          onRemove={(i) => onChange(rows.filter((_, j) => j !== i))}
          scopeSelect={
            <Select<SunroomScope>
              size="small"
              style={{ width: 130 }}
              value={row.scope}
              onChange={(scope) => change(index, { ...row, scope })}
              options={sunroomScopes.map((s) => ({ value: s, label: t(`sunroom.scope.${s}`) }))}
            />
          }
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          onChange([
            ...rows,
            { ...newRow("frame", new Set(rows.map((r) => r.id))), scope: "member" } as SunroomRow,
          ])
        }
      >
        {t("editor.addRow")}
      </Button>
    </Flex>
  );
}
