// What the sunroom's fields give: the load warning, the figures, the wall facets (their outlines
// drawn), the structure, the roof panels and the structure's bill of materials.
import type { Bom } from "@fenestra/core/bom/index";
import { shapeOutline } from "@fenestra/core/design/shapes";
import type { Facet, MemberKind, Sunroom, SunroomModel } from "@fenestra/core/sunroom/index";
import { Alert, Button, Card, Descriptions, Flex, Typography } from "antd";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { useSunroomT } from "./sunroom-text.ts";

const mm = (v: number) => (Math.round(v * 10) / 10).toLocaleString();
const deg = (v: number) => (Math.round(v * 100) / 100).toLocaleString();
const yuan = (fen: number) => (fen / 100).toFixed(2);

export function SpacingWarning({
  model,
  sunroom,
  profileName,
}: {
  model: SunroomModel;
  sunroom: Sunroom;
  profileName: string;
}) {
  const t = useSunroomT();
  const w = model.warnings[0];
  if (!w) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="sunroom-warning"
      title={t("warning.title")}
      description={t("warning.text", {
        laid: mm(w.laid),
        profile: profileName,
        span: mm(w.span),
        allowed: mm(w.allowed),
        snow: sunroom.snowZone,
        wind: sunroom.windZone,
        governs: t(`warning.${w.governs}`),
      })}
      style={{ marginBottom: 12 }}
    />
  );
}

/** A flat roof whose fall is below its covering's least (core ponding.ts): shown, nothing changed. */
export function PondingWarning({ model }: { model: SunroomModel }) {
  const t = useSunroomT();
  const w = model.ponding;
  if (!w) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="sunroom-ponding"
      title={t("ponding.title")}
      description={t("ponding.text", {
        fall: deg(w.fall),
        covering: t(`panel.${w.covering}`),
        minimum: deg(w.minimum),
        rule: t(`ponding.${w.covering}`),
      })}
      style={{ marginBottom: 12 }}
    />
  );
}

export function SunroomSummary({ model }: { model: SunroomModel }) {
  const t = useSunroomT();
  return (
    <Card size="small" title={t("summary.title")} style={{ marginBottom: 12 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="sunroom-summary">
        {model.roof.type === "flat" && (
          <Descriptions.Item label={t("summary.fall")}>
            <span data-testid="sunroom-fall-shown">{deg(model.roof.tan * 100)} %</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t("summary.pitch")}>{deg(model.roof.pitch)}°</Descriptions.Item>
        <Descriptions.Item label={t("summary.ridge")}>{mm(model.roof.ridgeHeight)} mm</Descriptions.Item>
        <Descriptions.Item label={t("summary.rafters")}>
          {model.members.filter((m) => m.kind === "rafter").length}
        </Descriptions.Item>
        <Descriptions.Item label={t("summary.laid")}>{mm(model.rule.laid)} mm</Descriptions.Item>
        <Descriptions.Item label={t("summary.allowed")}>
          <span data-testid="sunroom-allowed">{mm(model.rule.allowed)} mm</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("summary.loads")}>{deg(model.loads.design)} kN/m²</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Every facet's outline side by side, as seen from outside, to one scale. */
function FacetElevations({ facets }: { facets: readonly Facet[] }) {
  const t = useSunroomT();
  const gap = 200;
  const high = Math.max(...facets.map((f) => Math.max(...f.top.map((p) => p[1]))));
  const width = facets.reduce((t, f) => t + f.width, 0) + gap * (facets.length - 1);
  let x = 0;
  return (
    <svg
      viewBox={`-50 -50 ${width + 100} ${high + 100}`}
      style={{ width: "100%", maxHeight: 220 }}
      role="img"
      aria-label={t("facets.title")}
      data-testid="sunroom-elevations"
    >
      {facets.map((f) => {
        const h = Math.max(...f.top.map((p) => p[1]));
        const pts = shapeOutline(f.shape)
          .map((e) => (e.kind === "line" ? e.a : e.c))
          .map(([px, py]) => `${x + px},${high - h + py}`)
          .join(" ");
        const g = (
          <polygon
            key={f.id}
            points={pts}
            fill="#e6f4ff"
            stroke="#1677ff"
            strokeWidth={20}
            data-facet={f.id}
          />
        );
        x += f.width + gap;
        return g;
      })}
    </svg>
  );
}

export function FacetList({
  facets,
  onEdit,
}: {
  facets: readonly Facet[];
  /** Opens the facet in the designer to draw mullions, sashes and doors in it. */
  onEdit?: (facet: Facet) => void;
}) {
  const t = useSunroomT();
  const columns: Column<Facet>[] = [
    {
      title: t("facets.id"),
      dataIndex: "id",
      primary: true,
      render: (_, f) => t(`facets.side.${f.side}`, { n: f.id.split("-")[1] }),
    },
    { title: t("facets.shape"), render: (_, f) => t(`facets.kind.${f.shape.kind}`) },
    { title: t("facets.width"), render: (_, f) => mm(f.width) },
    { title: t("facets.height"), render: (_, f) => f.top.map((p) => mm(p[1])).join(" / ") },
    ...(onEdit
      ? [
          {
            title: "",
            actions: true,
            render: (_: unknown, f: Facet) => (
              <Button size="small" onClick={() => onEdit(f)} data-testid={`sunroom-edit-${f.id}`}>
                {t("facets.edit")}
              </Button>
            ),
          } satisfies Column<Facet>,
        ]
      : []),
  ];
  return (
    <Card size="small" title={t("facets.title")} style={{ marginBottom: 12 }}>
      <FacetElevations facets={facets} />
      <ResponsiveTable
        rowKey="id"
        columns={columns}
        dataSource={facets}
        pagination={false}
        testId="sunroom-facets"
      />
    </Card>
  );
}

type MemberRow = { key: string; kind: MemberKind; count: number; lengths: string; angles: string };

export function MemberList({ model }: { model: SunroomModel }) {
  const t = useSunroomT();
  const rows = new Map<string, MemberRow>();
  for (const m of model.members) {
    const angles = m.cuts.map((c) => `${deg(c.plumb)}/${deg(c.plan)}`).join(" · ");
    const key = `${m.kind}|${mm(m.length)}|${angles}`;
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { key, kind: m.kind, count: 1, lengths: mm(m.length), angles });
  }
  const columns: Column<MemberRow>[] = [
    {
      title: t("members.kind"),
      dataIndex: "kind",
      primary: true,
      render: (_, r) => t(`members.role.${r.kind}`),
    },
    { title: t("members.lengths"), dataIndex: "lengths" },
    { title: t("members.count"), dataIndex: "count" },
    { title: t("members.angles"), dataIndex: "angles" },
  ];
  return (
    <Card size="small" title={t("members.title")} style={{ marginBottom: 12 }}>
      <ResponsiveTable
        rowKey="key"
        columns={columns}
        dataSource={[...rows.values()]}
        pagination={false}
        testId="sunroom-members"
      />
    </Card>
  );
}

type PanelRow = { key: string; plane: string; size: string; area: string; edges: string; count: number };

export function PanelList({ model }: { model: SunroomModel }) {
  const t = useSunroomT();
  const rows = new Map<string, PanelRow>();
  for (const p of model.panels) {
    const size = `${mm(p.width)} × ${mm(p.length)}`;
    const edges = p.edges
      .filter((e) => e.bevel > 0)
      .map((e) => `${e.kind} ${deg(e.bevel)}°`)
      .join(", ");
    const key = `${p.plane}|${size}|${edges}|${p.points.length}`;
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { key, plane: p.plane, size, area: deg(p.area), edges, count: 1 });
  }
  const columns: Column<PanelRow>[] = [
    { title: t("panels.plane"), dataIndex: "plane", primary: true },
    { title: t("panels.size"), dataIndex: "size" },
    { title: t("panels.area"), dataIndex: "area" },
    { title: t("panels.edges"), dataIndex: "edges" },
    { title: t("panels.count"), dataIndex: "count" },
  ];
  return (
    <Card size="small" title={t("panels.title")} style={{ marginBottom: 12 }}>
      <ResponsiveTable
        rowKey="key"
        columns={columns}
        dataSource={[...rows.values()]}
        pagination={false}
        testId="sunroom-panels"
      />
    </Card>
  );
}

type BomRow = { key: string; code: string; name: string; size: string; count: string; amount: string };

export function StructureBom({ bom, withFacets }: { bom: Bom; withFacets: boolean }) {
  const t = useSunroomT();
  const rows: BomRow[] = [
    ...bom.profiles.map((l, i) => ({
      key: `p${i}`,
      code: l.code,
      name: l.name,
      size: `${mm(l.length)} (${deg(l.angleA)}° / ${deg(l.angleB)}°)`,
      count: String(l.count),
      amount: yuan(l.amount),
    })),
    ...bom.glass.map((l, i) => ({
      key: `g${i}`,
      code: l.spec,
      name: l.name,
      size: `${mm(l.width)} × ${mm(l.height)}`,
      count: String(l.count),
      amount: yuan(l.amount),
    })),
    ...bom.addons.map((l, i) => ({
      key: `a${i}`,
      code: l.code,
      name: l.name,
      size: "",
      count: deg(l.count),
      amount: yuan(l.amount),
    })),
    ...bom.money.map((l, i) => ({
      key: `m${i}`,
      code: "",
      name: l.name,
      size: "",
      count: deg(l.quantity),
      amount: yuan(l.amount),
    })),
  ];
  const columns: Column<BomRow>[] = [
    { title: t("bom.code"), dataIndex: "code", primary: true },
    { title: t("bom.name"), dataIndex: "name" },
    { title: t("bom.size"), dataIndex: "size" },
    { title: t("bom.count"), dataIndex: "count" },
    { title: t("bom.amount"), dataIndex: "amount" },
  ];
  const total = bom.totals.material + bom.totals.quote;
  return (
    <Card size="small" title={withFacets ? t("bom.titleAll") : t("bom.title")} style={{ marginBottom: 12 }}>
      <Flex vertical gap={8}>
        {bom.errors.length > 0 && (
          <Alert type="error" title={t("bom.errors", { count: bom.errors.length })} />
        )}
        <ResponsiveTable
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
          testId="sunroom-bom"
        />
        <Typography.Text strong data-testid="sunroom-bom-total">
          {withFacets ? t("bom.totalAll", { amount: yuan(total) }) : t("bom.total", { amount: yuan(total) })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
