import { routes } from "@fenestra/api";
import type { Design } from "@fenestra/core";
import { shapeSize } from "@fenestra/core/design/shapes";
import type { PreviewRow } from "@fenestra/core/market/preview";
import type { FormulaTab } from "@fenestra/core/series/index";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Collapse, Drawer, Flex, Grid, Image, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { routeQuery } from "../../shared/api/route-query.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { ui } from "../../shared/state/ui-store.ts";
import { useProductT } from "../product-manage/index.ts";
import { TemplateThumbnail, useLibraryT } from "../window-library/index.ts";
import { CloneDialog } from "./CloneDialog.tsx";
import { useMarketT } from "./i18n.ts";
import type { MarketPreview } from "./market-api.ts";

/** One listing's preview: its series without money and the test BOM of a sample window, or a template's drawing. */
export function MarketPreviewDrawer({
  listingId,
  onClose,
}: {
  listingId: number | null;
  onClose: () => void;
}) {
  const t = useMarketT();
  const phone = !Grid.useBreakpoint().md;
  const preview = useQuery({
    ...routeQuery(routes.market.preview, { params: { id: listingId ?? 0 } }),
    enabled: listingId !== null,
  });
  const [cloning, setCloning] = useState(false);
  const trial = useSession()?.userinfo?.is_ty === 1;
  // SPEC §6: a trial account cannot clone; it is offered the upgrade instead of a dialog the server refuses
  const clone = () =>
    trial ? ui.showBuyDialog(3, { message: t("clone.trial"), upgrade: true }) : setCloning(true);
  const data = preview.data;
  return (
    <Drawer
      open={listingId !== null}
      onClose={onClose}
      width={phone ? "100%" : 820}
      title={data?.title}
      destroyOnHidden
      extra={
        data &&
        !data.mine && (
          <Button type="primary" data-testid="market-clone" onClick={clone}>
            {data.kind === "template" ? t("preview.cloneTemplate") : t("preview.clone")}
          </Button>
        )
      }
    >
      <div data-testid="market-preview">
        {preview.isError ? (
          <LoadFailed query={preview} fallback={t("preview.loadFailed")} />
        ) : data?.template ? (
          <TemplatePreview data={data} design={data.template.design} />
        ) : data ? (
          <PreviewBody data={data} />
        ) : null}
      </div>
      {data && <CloneDialog listing={data} open={cloning} onClose={() => setCloning(false)} />}
    </Drawer>
  );
}

/** The listing's words and pictures, shared by both kinds. */
function ListingHeader({ data }: { data: MarketPreview }) {
  const t = useMarketT();
  return (
    <>
      <Typography.Text type="secondary">{t("find.by", { publisher: data.publisher })}</Typography.Text>
      {data.description && (
        <Typography.Paragraph style={{ margin: 0 }}>{data.description}</Typography.Paragraph>
      )}
      {data.pictures.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {data.pictures.map((src) => (
              <Image key={src} src={src} width={120} height={90} style={{ objectFit: "cover" }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </>
  );
}

/** A window template: its drawing, type and nominal size; a template carries no money. */
function TemplatePreview({ data, design }: { data: MarketPreview; design: Design }) {
  const t = useMarketT();
  const library = useLibraryT();
  const frame = design.frames[0];
  const size = frame ? shapeSize(frame.shape) : null;
  return (
    <Flex vertical gap={16} data-testid="market-template-preview">
      <ListingHeader data={data} />
      <Space size={4} wrap>
        <Tag color="purple">{t("find.kindTemplate")}</Tag>
        {data.template && <Tag>{library(`types.${data.template.type}`)}</Tag>}
        {size && (
          <Tag>
            {Math.round(size.width)} × {Math.round(size.height)} mm
          </Tag>
        )}
        <Tag>{t("find.version", { version: data.publishedVersion })}</Tag>
        <Tag>{t("find.clones", { count: data.cloneCount })}</Tag>
      </Space>
      <Flex justify="center" style={{ background: "#fafafa", padding: 16 }}>
        <TemplateThumbnail design={design} size={280} />
      </Flex>
      <Alert type="info" showIcon message={t("preview.templateNoCost")} data-testid="market-no-cost" />
    </Flex>
  );
}

function PreviewBody({ data }: { data: MarketPreview }) {
  const t = useMarketT();
  const p = useProductT();
  const s = data.series as NonNullable<MarketPreview["series"]>;
  const tabs = Object.entries(s.formulas) as [FormulaTab, { rows: PreviewRow[] }][];
  return (
    <Flex vertical gap={16}>
      <ListingHeader data={data} />
      <Space size={4} wrap>
        <Tag>{p(`material.${s.material}`)}</Tag>
        <Tag>{t("find.version", { version: data.publishedVersion })}</Tag>
        <Tag>{t("find.clones", { count: data.cloneCount })}</Tag>
      </Space>
      <Alert type="info" showIcon message={t("preview.noCost")} data-testid="market-no-cost" />
      <Collapse
        defaultActiveKey={["bom"]}
        items={[
          {
            key: "bom",
            label: t("preview.testBom", data.sample),
            children: <TestBom data={data} />,
          },
          {
            key: "profiles",
            label: `${t("preview.profiles")} (${s.profiles.length})`,
            children: (
              <Table
                size="small"
                rowKey="code"
                pagination={false}
                scroll={{ x: "max-content" }}
                dataSource={s.profiles}
                columns={[
                  { title: p("data.code"), dataIndex: "code" },
                  { title: p("data.name"), dataIndex: "name" },
                  {
                    title: p("data.partType"),
                    dataIndex: "partType",
                    render: (v: string) => p(`part.${v as "frame"}`),
                  },
                  { title: p("data.faceWidth"), dataIndex: "faceWidth" },
                  { title: p("data.depth"), dataIndex: "depth" },
                  { title: p("data.colours"), dataIndex: "colours", render: (c: string[]) => c.join(", ") },
                ]}
              />
            ),
          },
          {
            key: "glass",
            label: `${t("preview.glass")} (${s.glass.length})`,
            children: (
              <Table
                size="small"
                rowKey="code"
                pagination={false}
                dataSource={s.glass}
                columns={[
                  { title: p("data.code"), dataIndex: "code" },
                  { title: p("data.name"), dataIndex: "name" },
                  { title: p("data.spec"), dataIndex: "spec" },
                  { title: p("data.thickness"), dataIndex: "thickness" },
                ]}
              />
            ),
          },
          {
            key: "accessories",
            label: `${t("preview.accessories")} (${s.accessories.length})`,
            children: (
              <Table
                size="small"
                rowKey="code"
                pagination={false}
                dataSource={s.accessories}
                columns={[
                  { title: p("data.code"), dataIndex: "code" },
                  { title: p("data.name"), dataIndex: "name" },
                  {
                    title: p("data.category"),
                    dataIndex: "category",
                    render: (v: string) => p(`accessory.${v as "hinge"}`),
                  },
                  {
                    title: p("data.unit"),
                    dataIndex: "unit",
                    render: (v: string) => p(`unit.${v as "piece"}`),
                  },
                ]}
              />
            ),
          },
          {
            key: "formulas",
            label: t("preview.formulas"),
            children: (
              <Collapse
                size="small"
                items={tabs.map(([tab, set]) => ({
                  key: tab,
                  label: `${p(`tab.${tab as "frame"}`)} (${set.rows.length})`,
                  children: <FormulaRows rows={set.rows} />,
                }))}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** What a row computes, in the formula language: its length, size or quantity, and its count. */
function rowExpression(row: PreviewRow): string {
  if (row.kind === "glass") return `${row.width ?? ""} × ${row.height ?? ""}`;
  if (row.kind === "addon") return row.quantity ?? "";
  return row.length ?? row.quantity ?? "";
}

function FormulaRows({ rows }: { rows: PreviewRow[] }) {
  const t = useMarketT();
  const p = useProductT();
  return (
    <Table<PreviewRow>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: "max-content" }}
      dataSource={rows}
      columns={[
        { title: t("preview.row"), dataIndex: "id" },
        {
          title: p("field.kind"),
          dataIndex: "kind",
          render: (v?: string) => (v ? p(`kind.${v as "profile"}`) : ""),
        },
        { title: p("field.code"), dataIndex: "code" },
        { title: p("field.condition"), dataIndex: "condition" },
        { title: t("preview.expression"), render: (_, row) => <code>{rowExpression(row)}</code> },
        { title: p("field.count"), dataIndex: "count" },
      ]}
    />
  );
}

function TestBom({ data }: { data: MarketPreview }) {
  const t = useMarketT();
  const p = useProductT();
  const bom = data.bom as NonNullable<MarketPreview["bom"]>;
  return (
    <Flex vertical gap={12} data-testid="market-test-bom">
      {bom.errors > 0 && <Alert type="warning" message={t("preview.bomErrors", { count: bom.errors })} />}
      <Typography.Text strong>{t("preview.bomProfiles")}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        rowKey={(r) => `${r.code}-${r.length}-${r.angleA}-${r.angleB}-${r.colour}`}
        dataSource={bom.profiles}
        columns={[
          { title: p("data.code"), dataIndex: "code" },
          { title: p("data.name"), dataIndex: "name" },
          { title: p("field.length"), dataIndex: "length" },
          { title: t("preview.count"), dataIndex: "count" },
          { title: t("preview.angles"), render: (_, r) => `${r.angleA}° / ${r.angleB}°` },
        ]}
      />
      <Typography.Text strong>{t("preview.bomGlass")}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => `${r.spec}-${r.width}-${r.height}`}
        dataSource={bom.glass}
        columns={[
          { title: p("data.spec"), dataIndex: "spec" },
          { title: t("preview.size"), render: (_, r) => `${r.width} × ${r.height}` },
          { title: t("preview.count"), dataIndex: "count" },
        ]}
      />
      <Typography.Text strong>{t("preview.bomAddons")}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => `${r.code}-${r.name}`}
        dataSource={bom.addons}
        columns={[
          { title: p("data.code"), dataIndex: "code" },
          { title: p("data.name"), dataIndex: "name" },
          { title: t("preview.count"), render: (_, r) => `${r.count} ${p(`unit.${r.unit as "piece"}`)}` },
        ]}
      />
    </Flex>
  );
}
