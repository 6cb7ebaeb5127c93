import { sunroomProfileSizeSchema, sunroomSeriesModelSchema } from "@fenestra/api";
import type { Series } from "@fenestra/core/series/index";
import { Alert, Card, Flex, Result, Spin, Tabs } from "antd";
import { useMemo } from "react";
import { useParams } from "react-router";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { ProductManageGate } from "../access/ProductManageGate.tsx";
import { indexIssues } from "../formula-editor/issue-index.ts";
import { routeId } from "../formula-editor/ScriptPage.tsx";
import { SeriesPageHeader } from "../formula-editor/SeriesPageHeader.tsx";
import { productRuleText, useProductT } from "../i18n.ts";
import { AccessoriesTable, GlassCatalogueTable, ProfilesTable } from "../series-data/catalogue-tables.tsx";
import { RaftersTable } from "./RaftersTable.tsx";
import { SunroomRowsPane } from "./SunroomRowsPane.tsx";
import { useSunroomSeriesDraft } from "./use-sunroom-series-draft.ts";

/**
 * /product-manage/sunroom-series/{id}: a sunroom series (docs/sunroom.md "Sunroom series") edited
 * with the window series' tables and row cards: its profiles, roof panels, accessories, rafter
 * sections and formula rows. Saved against the version read; what /sunnyHouse prices and cuts.
 */
function SunroomSeriesPage() {
  const t = useProductT();
  const id = routeId(useParams().id);
  const { loaded, draft, setDraft, issues, dirty, save, conflict } = useSunroomSeriesDraft(id);
  const issueIndex = useMemo(() => indexIssues(issues), [issues]);
  if (!id || loaded.isError) return <Result status="warning" title={t("editor.loadFailed")} />;
  if (!draft || !loaded.data) return <Spin style={{ display: "block", margin: 48 }} />;
  const catalogue = draft.catalogue;
  const patch = (p: Partial<Series>) => setDraft({ ...draft, catalogue: { ...catalogue, ...p } });

  function onSave() {
    if (!draft) return;
    // as the server checks it: a refusal names the field and what is allowed
    const checked = sunroomSeriesModelSchema.safeParse(draft);
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
    save.mutate(checked.data);
  }

  return (
    <ProductManageGate>
      <Flex vertical gap={12} style={{ padding: 16 }} data-testid="sunroom-series-page">
        {conflict}
        <SeriesPageHeader
          title={t("sunroom.title", { name: loaded.data.name })}
          dirty={dirty}
          links={[]}
          save={{
            busy: save.isPending,
            disabled: !dirty,
            onClick: onSave,
            testId: "save-sunroom-series",
          }}
        />
        {issues.length > 0 && (
          <Alert type="warning" showIcon title={t("sunroom.rowIssues", { count: issues.length })} />
        )}
        <Card size="small">
          <Tabs
            items={[
              {
                key: "profiles",
                label: t("data.profiles"),
                children: (
                  <ProfilesTable
                    series={catalogue}
                    size={sunroomProfileSizeSchema}
                    onChange={(profiles) => patch({ profiles })}
                  />
                ),
              },
              {
                key: "panels",
                label: t("sunroom.panels"),
                children: <GlassCatalogueTable series={catalogue} onChange={(glass) => patch({ glass })} />,
              },
              {
                key: "accessories",
                label: t("data.accessories"),
                children: (
                  <AccessoriesTable series={catalogue} onChange={(accessories) => patch({ accessories })} />
                ),
              },
              {
                key: "rafters",
                label: t("sunroom.rafters"),
                children: (
                  <RaftersTable
                    rafters={draft.rafters}
                    onChange={(rafters) => setDraft({ ...draft, rafters })}
                  />
                ),
              },
              {
                key: "rows",
                label: t("catalogue.formulas"),
                children: (
                  <SunroomRowsPane
                    rows={draft.rows}
                    issues={issueIndex}
                    onChange={(rows) => setDraft({ ...draft, rows })}
                  />
                ),
              },
            ]}
          />
        </Card>
      </Flex>
    </ProductManageGate>
  );
}

export const Component = withQueryClient(SunroomSeriesPage);
