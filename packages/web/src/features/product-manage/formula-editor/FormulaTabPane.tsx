import { PlusOutlined } from "@ant-design/icons";
import type { FormulaRow, FormulaSet, FormulaTab } from "@fenestra/core/series/index";
import { sashTabs } from "@fenestra/core/series/index";
import { Button, Empty, Flex } from "antd";
import { useCallback } from "react";
import { useProductT } from "../i18n.ts";
import { ExpressionField } from "./ExpressionField.tsx";
import { FormulaRowCard } from "./FormulaRowCard.tsx";
import { type IssueIndex, issueKey } from "./issue-index.ts";
import { newRow } from "./row-fields.ts";

interface Props {
  tab: FormulaTab;
  set: FormulaSet | undefined;
  issues: IssueIndex;
  takenIds: ReadonlySet<string>;
  /** Applies a change to this tab's set from its latest value (stable, so rows can memoize). */
  update(tab: FormulaTab, change: (set: FormulaSet) => FormulaSet): void;
}

/** One formula tab: the sash size formulas of sash tabs, then its rows. */
export function FormulaTabPane({ tab, set, issues, takenIds, update }: Props) {
  const t = useProductT();
  const current: FormulaSet = set ?? { rows: [] };
  const isSashTab = (sashTabs as readonly string[]).includes(tab);
  const onChange = (next: FormulaSet) => update(tab, () => next);
  const changeRow = useCallback(
    (index: number, row: FormulaRow) =>
      update(tab, (s) => ({ ...s, rows: s.rows.map((r, i) => (i === index ? row : r)) })),
    [tab, update],
  );
  const removeRow = useCallback(
    (index: number) => update(tab, (s) => ({ ...s, rows: s.rows.filter((_, i) => i !== index) })),
    [tab, update],
  );
  return (
    <Flex vertical gap={12} data-testid={`formula-tab-${tab}`}>
      {isSashTab && (
        <Flex gap={12} wrap>
          <div style={{ flex: "1 1 260px" }}>
            <ExpressionField
              label={t("field.sashWidth")}
              value={current.sashWidth ?? ""}
              onChange={(v) => onChange({ ...current, sashWidth: v })}
              error={issues.get(issueKey(tab, undefined, "sashWidth"))?.error}
              testId={`sash-width-${tab}`}
            />
          </div>
          <div style={{ flex: "1 1 260px" }}>
            <ExpressionField
              label={t("field.sashHeight")}
              value={current.sashHeight ?? ""}
              onChange={(v) => onChange({ ...current, sashHeight: v })}
              error={issues.get(issueKey(tab, undefined, "sashHeight"))?.error}
              testId={`sash-height-${tab}`}
            />
          </div>
        </Flex>
      )}
      {current.rows.length === 0 && <Empty description={t("editor.noRows")} />}
      {current.rows.map((row, index) => (
        <FormulaRowCard
          key={row.id}
          tab={tab}
          row={row}
          index={index}
          issues={issues}
          onChange={changeRow}
          onRemove={removeRow}
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        data-testid={`add-row-${tab}`}
        onClick={() => onChange({ ...current, rows: [...current.rows, newRow(tab, takenIds)] })}
      >
        {t("editor.addRow")}
      </Button>
    </Flex>
  );
}
