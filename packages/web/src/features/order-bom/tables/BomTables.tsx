import type {
  AddonLine,
  Bom,
  BomLine,
  GlassLine,
  HoleLine,
  MoneyLine,
  ProfileLine,
} from "@fenestra/core/bom/index";
import type { GlassTemplate } from "@fenestra/core/design/layout-types";
import { templateSvg } from "@fenestra/core/design/render/template";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { type AcuteEndNote, formatAngles, type SawAngleStep } from "@fenestra/core/units/saw-angle";
import { Table, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useAcuteEndNote } from "../../../shared/format/use-acute-end-note.ts";
import { useSawAngleStep } from "../../../shared/format/use-saw-angle-step.ts";
import { type BomT, useBomT } from "../i18n.ts";
import { useBomUnits } from "../use-bom-units.ts";
import { decimals, lineKey, type MoneyCategory, moneyOf, sumAmount } from "./bom-format.ts";
import { areaText, type BomUnits, lengthText, unitKeys } from "./bom-units.ts";

// The tables of a BOM (profile, glass, hardware, holes, wages, cost, quote) and its totals.
// `expand` lets the product-test screen show, under each line, the rows and variables behind it.

interface TableProps<T extends BomLine> {
  lines: readonly T[];
  expand?: (line: BomLine) => ReactNode;
  testId: string;
}

function LinesTable<T extends BomLine>({
  lines,
  expand,
  testId,
  columns,
}: TableProps<T> & { columns: ColumnsType<T> }) {
  const t = useBomT();
  return (
    <Table<T>
      size="small"
      data-testid={testId}
      rowKey={(line) => lineKey(line, lines.indexOf(line))}
      dataSource={lines as T[]}
      columns={columns}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: t("table.empty") }}
      expandable={expand ? { expandedRowRender: (line) => expand(line) } : undefined}
    />
  );
}

const profileColumns = (
  t: BomT,
  units: BomUnits,
  angleStep: SawAngleStep,
  acuteNote: AcuteEndNote,
): ColumnsType<ProfileLine> => [
  { title: t("col.code"), dataIndex: "code" },
  { title: t("col.name"), dataIndex: "name" },
  { title: t("col.colour"), dataIndex: "colour" },
  {
    title: t("col.length", { unit: t(`lengthUnit.${unitKeys(units).length}`) }),
    dataIndex: "length",
    align: "right",
    render: (mm: number) => lengthText(mm, units),
  },
  { title: t("col.count"), dataIndex: "count", align: "right" },
  {
    title: t("col.angles"),
    render: (_, l) => formatAngles([l.angleA, l.angleB], angleStep, l.acuteEnds, acuteNote),
  },
  { title: t("col.weight"), dataIndex: "weight", align: "right", render: (w: number) => decimals(w, 2) },
  { title: t("col.amount"), dataIndex: "amount", align: "right", render: formatYuan },
  {
    title: t("col.optimize"),
    dataIndex: "optimize",
    render: (o: boolean) => (o ? <Tag color="blue">{t("col.yes")}</Tag> : <Tag>{t("col.no")}</Tag>),
  },
];

export function ProfileTable(props: Omit<TableProps<ProfileLine>, "testId">) {
  const t = useBomT();
  const units = useBomUnits();
  const angleStep = useSawAngleStep();
  const acuteNote = useAcuteEndNote();
  return (
    <LinesTable {...props} testId="bom-profiles" columns={profileColumns(t, units, angleStep, acuteNote)} />
  );
}

export function GlassTable(props: Omit<TableProps<GlassLine>, "testId">) {
  const t = useBomT();
  const units = useBomUnits();
  const keys = unitKeys(units);
  const columns: ColumnsType<GlassLine> = [
    {
      title: t("col.spec"),
      dataIndex: "spec",
      // a safety build-up ordered for an annealed pane in a safety zone says what it replaces
      render: (spec: string, l) =>
        l.replaces ? (
          <>
            {spec}{" "}
            <Tag color="orange" data-testid="glass-safety">
              {t("safety.replaces", { spec: l.replaces })}
            </Tag>
          </>
        ) : (
          spec
        ),
    },
    { title: t("col.name"), dataIndex: "name" },
    {
      title: t("col.size", { unit: t(`lengthUnit.${keys.length}`) }),
      render: (_, l) => `${lengthText(l.width, units)} × ${lengthText(l.height, units)}`,
    },
    { title: t("col.count"), dataIndex: "count", align: "right" },
    {
      title: t("col.area", { unit: t(`lengthUnit.${keys.area}`) }),
      dataIndex: "area",
      align: "right",
      render: (a: number) => areaText(a, units),
    },
    { title: t("col.weight"), dataIndex: "weight", align: "right", render: (w: number) => decimals(w, 2) },
    { title: t("col.amount"), dataIndex: "amount", align: "right", render: formatYuan },
  ];
  // a shaped pane is cut to its template: drawn from core's template render model
  if (props.lines.some((l) => l.template))
    columns.push({
      title: t("col.template"),
      render: (_, l) => (l.template ? <TemplateDrawing template={l.template} /> : null),
    });
  return <LinesTable {...props} testId="bom-glass" columns={columns} />;
}

/** A shaped pane's cut template with its edges' lengths (our own SVG, no user markup). */
function TemplateDrawing({ template }: { template: GlassTemplate }) {
  const svg = templateSvg(template);
  return (
    <img
      data-testid="glass-template"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt=""
      style={{ width: 180, height: "auto", display: "block" }}
    />
  );
}

export function AddonTable(props: Omit<TableProps<AddonLine>, "testId">) {
  const t = useBomT();
  const columns: ColumnsType<AddonLine> = [
    { title: t("col.code"), dataIndex: "code" },
    { title: t("col.name"), dataIndex: "name" },
    { title: t("col.colour"), dataIndex: "colour" },
    { title: t("col.quantity"), dataIndex: "count", align: "right", render: (c: number) => decimals(c, 3) },
    { title: t("col.unit"), dataIndex: "unit", render: (u: string) => t(`unit.${u as "piece"}`) },
    { title: t("col.unitPrice"), dataIndex: "unitPrice", align: "right", render: formatYuan },
    { title: t("col.amount"), dataIndex: "amount", align: "right", render: formatYuan },
  ];
  return <LinesTable {...props} testId="bom-addons" columns={columns} />;
}

export function HoleTable(props: Omit<TableProps<HoleLine>, "testId">) {
  const t = useBomT();
  const columns: ColumnsType<HoleLine> = [
    {
      title: t("col.process"),
      dataIndex: "process",
      render: (p: HoleLine["process"]) => t(`process.${p}` as const),
    },
    { title: t("col.code"), dataIndex: "code" },
    { title: t("col.name"), dataIndex: "name" },
    { title: t("col.count"), dataIndex: "count", align: "right" },
  ];
  return <LinesTable {...props} testId="bom-holes" columns={columns} />;
}

export function MoneyTable({
  bom,
  category,
  expand,
}: {
  bom: Bom;
  category: MoneyCategory;
  expand?: (line: BomLine) => ReactNode;
}) {
  const t = useBomT();
  const lines = moneyOf(bom, category);
  const columns: ColumnsType<MoneyLine> = [
    { title: t("col.name"), dataIndex: "name" },
    {
      title: t("col.quantity"),
      dataIndex: "quantity",
      align: "right",
      render: (q: number) => decimals(q, 3),
    },
    { title: t("col.unitPrice"), dataIndex: "unitPrice", align: "right", render: formatYuan },
    { title: t("col.count"), dataIndex: "count", align: "right" },
    { title: t("col.amount"), dataIndex: "amount", align: "right", render: formatYuan },
  ];
  return (
    <>
      <LinesTable lines={lines} expand={expand} testId={`bom-money-${category}`} columns={columns} />
      <Typography.Text strong style={{ display: "block", textAlign: "right", marginTop: 4 }}>
        {t("totals.sum", { amount: formatYuan(sumAmount(lines)) })}
      </Typography.Text>
    </>
  );
}
