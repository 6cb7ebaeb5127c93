import type { FormulaSet, FormulaTab, Parameter, Series } from "@fenestra/core/series/index";
import { formulaTabs } from "@fenestra/core/series/index";
import { Alert, Badge, Col, Flex, Modal, Result, Row, Spin, Tabs } from "antd";
import { useCallback, useMemo, useState } from "react";

import { formulaHasErrorsText } from "../../../shared/i18n/formula-text.ts";
import { useProductT } from "../i18n.ts";
import { FormulaTabPane } from "./FormulaTabPane.tsx";
import { indexIssues, issuesPerTab } from "./issue-index.ts";
import { ParametersPane } from "./ParametersPane.tsx";
import { SeriesPageHeader } from "./SeriesPageHeader.tsx";
import { TestPanel } from "./TestPanel.tsx";
import { useSeriesDraft } from "./use-series-draft.ts";

const PARAMETERS = "parameters";
type EditorTab = FormulaTab | typeof PARAMETERS;

function allRowIds(series: Series): Set<string> {
  return new Set(Object.values(series.formulas).flatMap((set) => set?.rows.map((r) => r.id) ?? []));
}

/** The formula editor of one series: a tab per formula set (SPEC §2), live validation, a test panel. */
export function FormulaEditor({ seriesId, badge }: { seriesId: number; badge?: React.ReactNode }) {
  const t = useProductT();
  const { loaded, draft, setDraft, issues, dirty, save, conflict } = useSeriesDraft(seriesId);
  const [active, setActive] = useState<EditorTab>("frame");
  const index = useMemo(() => indexIssues(issues), [issues]);
  const perTab = useMemo(() => issuesPerTab(issues), [issues]);
  const takenIds = useMemo(() => (draft ? allRowIds(draft) : new Set<string>()), [draft]);
  const updateSet = useCallback(
    (tab: FormulaTab, change: (set: FormulaSet) => FormulaSet) =>
      setDraft(
        (d) => d && { ...d, formulas: { ...d.formulas, [tab]: change(d.formulas[tab] ?? { rows: [] }) } },
      ),
    [setDraft],
  );

  if (loaded.isError) return <Result status="error" title={t("editor.loadFailed")} />;
  if (!draft || !loaded.data) return <Spin style={{ display: "block", margin: 48 }} />;

  const setParameters = (parameters: Parameter[]) => setDraft({ ...draft, parameters });
  const onSave = () => {
    if (issues.length === 0) return save.mutate(draft);
    Modal.confirm({
      title: formulaHasErrorsText(),
      content: t("editor.saveWithErrors", { count: issues.length }),
      okText: t("editor.saveAnyway"),
      onOk: () => save.mutate(draft),
    });
  };
  const tabLabel = (key: EditorTab, text: string) => (
    <Badge count={perTab.get(key) ?? 0} size="small" offset={[8, -2]}>
      <span data-testid={`tab-${key}`}>{text}</span>
    </Badge>
  );

  return (
    <Flex vertical gap={12} style={{ padding: 16 }} data-testid="formula-editor">
      {conflict}
      <SeriesPageHeader
        title={t("editor.title", { name: loaded.data.name })}
        badge={badge}
        dirty={dirty}
        links={[
          { to: `/product-manage/windoorscript/${seriesId}`, label: t("catalogue.seriesData") },
          { to: `/product-manage/product-test?series=${seriesId}`, label: t("catalogue.test") },
        ]}
        save={{ busy: save.isPending, disabled: !dirty, onClick: onSave, testId: "save-formulas" }}
      />
      {issues.length > 0 ? (
        <Alert
          type="error"
          showIcon
          data-testid="formula-issues"
          title={formulaHasErrorsText()}
          description={t("editor.issueCount", { count: issues.length })}
        />
      ) : (
        <Alert type="success" showIcon data-testid="formula-valid" title={t("editor.allValid")} />
      )}
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Tabs
            activeKey={active}
            onChange={(key) => setActive(key as EditorTab)}
            items={[
              ...formulaTabs.map((tab) => ({
                key: tab,
                label: tabLabel(tab, t(`tab.${tab}`)),
                children: (
                  <FormulaTabPane
                    tab={tab}
                    set={draft.formulas[tab]}
                    issues={index}
                    takenIds={takenIds}
                    update={updateSet}
                  />
                ),
              })),
              {
                key: PARAMETERS,
                label: tabLabel(PARAMETERS, t("tab.parameters")),
                children: (
                  <ParametersPane parameters={draft.parameters} issues={index} onChange={setParameters} />
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={8}>
          <TestPanel key={active} series={draft} tab={active === PARAMETERS ? "frame" : active} />
        </Col>
      </Row>
    </Flex>
  );
}
