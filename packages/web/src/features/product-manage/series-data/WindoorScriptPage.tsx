import { sawSettingsSchema } from "@fenestra/core/cutting/settings";
import type { Join, Series } from "@fenestra/core/series/index";
import { seriesSaveSchema } from "@fenestra/core/series/save-schema";
import { Alert, Card, Flex, Form, Modal, Result, Spin, Tabs, Typography } from "antd";
import { useCallback, useState } from "react";
import { useParams } from "react-router";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { ProductManageGate } from "../access/ProductManageGate.tsx";
import { routeId } from "../formula-editor/ScriptPage.tsx";
import { SeriesPageHeader } from "../formula-editor/SeriesPageHeader.tsx";
import { useSeriesDraft } from "../formula-editor/use-series-draft.ts";
import { productRuleText, useProductT } from "../i18n.ts";
import { SectionPreviewDialog } from "../section/SectionPreviewDialog.tsx";
import { AccessoriesTable, GlassCatalogueTable, JoinsTable, ProfilesTable } from "./catalogue-tables.tsx";
import { NumberCell, RefusedCells } from "./cells.tsx";
import { glassSpecChanges, profileWidthChanges } from "./save-confirmations.ts";

/** Asks (SPEC §5) before saving widths or glass specs that differ from the default. */
function confirmChanges(title: string, lines: string[]): Promise<boolean> {
  if (lines.length === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    Modal.confirm({
      title,
      content: (
        <ul data-testid="save-confirm-list" style={{ paddingLeft: 18 }}>
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** /product-manage/windoorscript/{id}: a series' profiles, glass, accessories and join table. */
function WindoorScriptPage() {
  const t = useProductT();
  const id = routeId(useParams().id);
  const { loaded, draft, setDraft, dirty, save, conflict } = useSeriesDraft(id);
  const [preview, setPreview] = useState<Join | null>(null);
  // Cells holding a value the series refuses: nothing is saved until each is corrected.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((cell: string, isRefused: boolean) => {
    setRefused((now) => {
      if (now.has(cell) === isRefused) return now;
      const next = new Set(now);
      if (isRefused) next.add(cell);
      else next.delete(cell);
      return next;
    });
  }, []);
  if (!id || loaded.isError) return <Result status="warning" title={t("editor.loadFailed")} />;
  if (!draft || !loaded.data) return <Spin style={{ display: "block", margin: 48 }} />;
  const saved = loaded.data.model;
  const patch = (p: Partial<Series>) => setDraft({ ...draft, ...p });

  async function onSave() {
    if (!draft || !loaded.data) return;
    // The series as the server saves it (core's save schema): a refusal says what is allowed.
    const checked = seriesSaveSchema.safeParse(draft);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path.join(".") ?? "";
      toast.error(
        issue?.message.startsWith("series.")
          ? `${productRuleText(issue.message, (issue as { params?: Record<string, unknown> }).params)} (${field})`
          : t("data.invalid", { field }),
      );
      return;
    }
    const widths = profileWidthChanges(saved, draft).map((c) => t("data.widthChange", { ...c }));
    if (!(await confirmChanges(t("data.confirmWidth"), widths))) return;
    const specs = glassSpecChanges(saved, draft).map((c) => t("data.specChange", { ...c }));
    if (!(await confirmChanges(t("data.confirmSpec"), specs))) return;
    save.mutate(checked.data);
  }

  return (
    <ProductManageGate>
      <RefusedCells.Provider value={report}>
        <Flex vertical gap={12} style={{ padding: 16 }} data-testid="series-data-page">
          {conflict}
          <SeriesPageHeader
            title={t("data.title", { name: loaded.data.name })}
            dirty={dirty}
            links={[{ to: `/product-manage/script/${id}`, label: t("catalogue.formulas") }]}
            save={{
              busy: save.isPending,
              disabled: !dirty || refused.size > 0,
              onClick: () => void onSave(),
              testId: "save-series-data",
            }}
          />
          {refused.size > 0 && (
            <Alert
              type="error"
              showIcon
              title={t("data.refuse.fixFirst")}
              data-testid="series-data-refused"
            />
          )}
          {dirty && <Alert type="info" showIcon title={t("data.previewUsesSaved")} />}
          <Card size="small">
            <Tabs
              items={[
                {
                  key: "profiles",
                  label: t("data.profiles"),
                  children: (
                    <ProfilesTable
                      series={draft}
                      seriesId={id}
                      onChange={(profiles) => patch({ profiles })}
                    />
                  ),
                },
                {
                  key: "glass",
                  label: t("data.glass"),
                  children: <GlassCatalogueTable series={draft} onChange={(glass) => patch({ glass })} />,
                },
                {
                  key: "accessories",
                  label: t("data.accessories"),
                  children: (
                    <AccessoriesTable series={draft} onChange={(accessories) => patch({ accessories })} />
                  ),
                },
                {
                  key: "saw",
                  label: t("data.saw"),
                  children: (
                    <Flex vertical gap={8} data-testid="series-saw">
                      <Typography.Text type="secondary">{t("data.sawHint")}</Typography.Text>
                      <Flex gap={24} wrap>
                        {(["kerf", "trimStart", "trimEnd"] as const).map((field) => (
                          <Form.Item key={field} label={t(`data.${field}`)} style={{ margin: 0 }}>
                            <NumberCell
                              value={draft.cutting[field]}
                              schema={sawSettingsSchema.shape[field]}
                              onChange={(v) => patch({ cutting: { ...draft.cutting, [field]: v } })}
                              testId={`series-saw-${field}`}
                            />
                          </Form.Item>
                        ))}
                      </Flex>
                    </Flex>
                  ),
                },
                {
                  key: "joins",
                  label: t("data.joins"),
                  children: (
                    <JoinsTable
                      series={draft}
                      onChange={(joins) => patch({ joins })}
                      onPreview={setPreview}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Flex>
        <SectionPreviewDialog seriesId={id} join={preview} onClose={() => setPreview(null)} />
      </RefusedCells.Provider>
    </ProductManageGate>
  );
}

export const Component = withQueryClient(WindoorScriptPage);
