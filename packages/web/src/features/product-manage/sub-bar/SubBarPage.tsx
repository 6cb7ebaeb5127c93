import { formatYuan } from "@fenestra/core/pricing/money-text";
import type { Profile } from "@fenestra/core/series/index";
import { useQueries } from "@tanstack/react-query";
import { Button, Card, Table, Typography } from "antd";
import { useNavigate } from "react-router";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { ProductManageGate } from "../access/ProductManageGate.tsx";
import { seriesQuery, useCatalogue } from "../api/series-queries.ts";
import { useProductT } from "../i18n.ts";

/** Profiles the drawing does not place: steel reinforcement, tracks, thresholds, couplers, others. */
export const SUB_BAR_PARTS: ReadonlySet<string> = new Set([
  "reinforcement",
  "track",
  "threshold",
  "coupler",
  "other",
]);

type SubBar = Profile & { seriesId: number; seriesName: string };

/** /product-manage/sub-bar: the auxiliary bars of every series in one list. */
function SubBarPage() {
  const t = useProductT();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const loaded = useQueries({ queries: (catalogue.data?.series ?? []).map((s) => seriesQuery(s.id)) });
  const bars: SubBar[] = loaded.flatMap((q) =>
    q.data
      ? q.data.model.profiles
          .filter((p) => SUB_BAR_PARTS.has(p.partType))
          .map((p) => ({ ...p, seriesId: q.data.id, seriesName: q.data.name }))
      : [],
  );
  return (
    <ProductManageGate>
      <Card style={{ margin: 16, minWidth: 0 }} title={t("subBar.title")} data-testid="sub-bar-page">
        <Typography.Paragraph type="secondary">{t("subBar.hint")}</Typography.Paragraph>
        <Table<SubBar>
          size="small"
          rowKey={(b) => `${b.seriesId}|${b.code}`}
          loading={catalogue.isPending || loaded.some((q) => q.isPending)}
          dataSource={bars}
          pagination={false}
          scroll={{ x: "max-content" }}
          columns={[
            { title: t("subBar.series"), dataIndex: "seriesName" },
            { title: t("data.code"), dataIndex: "code" },
            { title: t("data.name"), dataIndex: "name" },
            {
              title: t("data.partType"),
              dataIndex: "partType",
              render: (p: Profile["partType"]) => t(`part.${p}`),
            },
            { title: t("data.faceWidth"), dataIndex: "faceWidth", align: "right" },
            { title: t("data.weightPerMetre"), dataIndex: "weightPerMetre", align: "right" },
            {
              title: t("data.pricePerMetre"),
              dataIndex: "pricePerMetre",
              align: "right",
              render: formatYuan,
            },
            { title: t("data.stockLength"), dataIndex: "stockLength", align: "right" },
            {
              render: (_, b) => (
                <Button size="small" onClick={() => navigate(`/product-manage/windoorscript/${b.seriesId}`)}>
                  {t("catalogue.seriesData")}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </ProductManageGate>
  );
}

export const Component = withQueryClient(SubBarPage);
