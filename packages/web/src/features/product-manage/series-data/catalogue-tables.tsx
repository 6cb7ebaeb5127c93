import { EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { glass as safety } from "@fenestra/core";
import { DEFAULT_GLASS_SHEET, glassSheetSizeSchema } from "@fenestra/core/glass-cutting/index";
import {
  accessoryFieldSchemas as A,
  glassFieldSchemas as G,
  profileFieldSchemas as P,
  profileDepthSchema,
  SERIES_FIELD_BOUNDS,
} from "@fenestra/core/series/field-bounds";
import type { Accessory, Glass, Join, Profile, Series } from "@fenestra/core/series/index";
import { accessorySchema, profileSchema } from "@fenestra/core/series/index";
import { Button, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { z } from "zod";
import { DeleteIconButton } from "../../../shared/ui/DeleteIconButton.tsx";
import { type ProductT, productRuleText, useProductT } from "../i18n.ts";
import { ChoiceCell, FenCell, ListRefusal, NumberCell, TextCell } from "./cells.tsx";
import { ProfileDxfCell } from "./ProfileDxfCell.tsx";

// The catalogue tables of a series: profiles, glass, accessories and the cross-section join table.

type Patch<T> = (index: number, patch: Partial<T>) => void;

function removeColumn<T>(t: ProductT, onRemove: (index: number) => void): ColumnsType<T>[number] {
  return {
    width: 48,
    render: (_, __, i) => <DeleteIconButton label={t("data.remove")} onClick={() => onRemove(i)} />,
  };
}

function AddButton({ onClick, testId, disabled }: { onClick(): void; testId: string; disabled?: boolean }) {
  const t = useProductT();
  return (
    <Button
      icon={<PlusOutlined />}
      size="small"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      style={{ marginTop: 8 }}
    >
      {t("data.add")}
    </Button>
  );
}

/** The keys of a catalogue line that hold a number (sizes, weights, prices). */
type NumberKey<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T];

/**
 * A column editing the number `key` of each line in its cell, checked by `schema` (a refused
 * value stays in the cell, never clamped); `step` the arrows' step, `testId` names a line's cell.
 */
function numberColumn<T>(
  set: Patch<T>,
  title: string,
  key: NumberKey<T>,
  schema: z.ZodType | ((line: T) => z.ZodType),
  cell: { step?: number; testId?: (line: T) => string } = {},
): ColumnsType<T>[number] {
  return {
    title,
    render: (_, line, i) => (
      <NumberCell
        value={line[key] as number}
        schema={typeof schema === "function" ? schema(line) : schema}
        step={cell.step}
        onChange={(value) => set(i, { [key]: value } as Partial<T>)}
        testId={cell.testId?.(line)}
      />
    ),
  };
}

/** A column editing the price `key` of each line (fen, typed in yuan). */
function priceColumn<T>(
  set: Patch<T>,
  title: string,
  key: NumberKey<T>,
  testId?: (line: T) => string,
): ColumnsType<T>[number] {
  return {
    title,
    render: (_, line, i) => (
      <FenCell
        value={line[key] as number}
        onChange={(value) => set(i, { [key]: value } as Partial<T>)}
        testId={testId?.(line)}
      />
    ),
  };
}

function replace<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

const PROFILE_PARTS = profileSchema.shape.partType.options;
/** SPEC §8: beyond this many profiles in a series, the desktop tool. */
const MAX_PROFILES = SERIES_FIELD_BOUNDS.maxProfiles;

export function ProfilesTable({
  series,
  seriesId,
  onChange,
  maxProfiles = MAX_PROFILES,
  size,
}: {
  series: Pick<Series, "profiles">;
  /** The stored window series, whose profiles take DXF sections; none for a sunroom series. */
  seriesId?: number;
  onChange(profiles: Profile[]): void;
  /** A face width's and depth's rule in place of a window profile's (a sunroom's flashing is 2 mm). */
  size?: z.ZodType;
  /** Most profiles the series may hold (core's; a test gives a smaller one). */
  maxProfiles?: number;
}) {
  const t = useProductT();
  const set: Patch<Profile> = (i, patch) => onChange(replace(series.profiles, i, patch));
  const columns: ColumnsType<Profile> = [
    {
      title: t("data.code"),
      render: (_, p, i) => (
        <TextCell value={p.code} schema={P.code} onChange={(code) => set(i, { code })} testId={`code-${i}`} />
      ),
    },
    {
      title: t("data.name"),
      render: (_, p, i) => <TextCell value={p.name} schema={P.name} onChange={(name) => set(i, { name })} />,
    },
    {
      title: t("data.partType"),
      render: (_, p, i) => (
        <ChoiceCell
          value={p.partType}
          onChange={(partType) => set(i, { partType })}
          options={PROFILE_PARTS.map((v) => ({ value: v, label: t(`part.${v}`) }))}
        />
      ),
    },
    numberColumn(set, t("data.faceWidth"), "faceWidth", size ?? P.faceWidth, {
      step: 0.5,
      testId: (p) => `face-width-${p.code}`,
    }),
    // a frame's depth from 50 mm, any other's from 10 (SPEC §5 size settings)
    numberColumn(set, t("data.depth"), "depth", (p) => size ?? profileDepthSchema(p.partType), {
      testId: (p) => `depth-${p.code}`,
    }),
    numberColumn(set, t("data.weightPerMetre"), "weightPerMetre", P.weightPerMetre, { step: 0.01 }),
    priceColumn(set, t("data.pricePerMetre"), "pricePerMetre", (p) => `price-${p.code}`),
    numberColumn(set, t("data.stockLength"), "stockLength", P.stockLength, {
      testId: (p) => `stock-length-${p.code}`,
    }),
    {
      title: t("data.colours"),
      render: (_, p, i) => (
        <TextCell
          value={p.colours.join(", ")}
          onChange={(text) =>
            set(i, {
              colours: text
                .split(/[,，]/)
                .map((c) => c.trim())
                .filter(Boolean),
            })
          }
        />
      ),
    },
    ...(seriesId === undefined
      ? []
      : [
          {
            title: t("data.dxf"),
            render: (_: unknown, p: Profile) => <ProfileDxfCell seriesId={seriesId} profile={p} />,
          },
        ]),
    removeColumn(t, (index) => onChange(series.profiles.filter((_, i) => i !== index))),
  ];
  const profileCount = series.profiles.length;
  const add = () =>
    onChange([
      ...series.profiles,
      {
        code: `P${series.profiles.length + 1}`,
        name: t("data.newProfile"),
        partType: "other",
        faceWidth: 60,
        depth: 60,
        weightPerMetre: 0,
        pricePerMetre: 0,
        colours: series.profiles[0]?.colours ?? ["white"],
        stockLength: 6000,
      },
    ]);
  return (
    <>
      <Table<Profile>
        size="small"
        rowKey={(_, i) => String(i)}
        dataSource={series.profiles}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        data-testid="profiles-table"
      />
      <AddButton onClick={add} testId="add-profile" disabled={profileCount >= maxProfiles} />
      <ListRefusal
        testId="too-many-profiles"
        blocks={profileCount > maxProfiles}
        text={
          profileCount >= maxProfiles
            ? productRuleText("series.too_many_profiles", { max: maxProfiles })
            : null
        }
      />
    </>
  );
}

/** The glass line with its kind stated, or left to its make-up ("auto"). */
function withSafety(g: Glass, kind: "auto" | safety.SafetyKind): Glass {
  const { safety: _, ...rest } = g;
  return kind === "auto" ? rest : { ...rest, safety: kind };
}

export function GlassCatalogueTable({
  series,
  onChange,
}: {
  series: Series;
  onChange(glass: Glass[]): void;
}) {
  const t = useProductT();
  const set: Patch<Glass> = (i, patch) => onChange(replace(series.glass, i, patch));
  const columns: ColumnsType<Glass> = [
    {
      title: t("data.code"),
      render: (_, g, i) => <TextCell value={g.code} schema={G.code} onChange={(code) => set(i, { code })} />,
    },
    {
      title: t("data.name"),
      render: (_, g, i) => <TextCell value={g.name} schema={G.name} onChange={(name) => set(i, { name })} />,
    },
    {
      title: t("data.spec"),
      render: (_, g, i) => (
        <TextCell
          value={g.spec}
          schema={G.spec}
          onChange={(spec) => set(i, { spec })}
          testId={`glass-spec-${g.code}`}
        />
      ),
    },
    numberColumn(set, t("data.thickness"), "thickness", G.thickness, {
      testId: (g) => `thickness-${g.code}`,
    }),
    numberColumn(set, t("data.weightPerM2"), "weightPerM2", G.weightPerM2, { step: 0.1 }),
    priceColumn(set, t("data.pricePerM2"), "pricePerM2"),
    {
      // annealed / toughened / laminated: stated, or read from the make-up (docs/safety-glass.md)
      title: t("data.safety"),
      render: (_, g, i) => (
        <ChoiceCell<"auto" | safety.SafetyKind>
          value={g.safety ?? "auto"}
          onChange={(kind) => onChange(series.glass.map((x, j) => (j === i ? withSafety(x, kind) : x)))}
          options={[
            {
              value: "auto",
              label: t("data.safetyAuto", { kind: t(`safetyKind.${safety.safetyOfSpec(g.spec)}`) }),
            },
            ...safety.safetyKinds.map((k) => ({ value: k, label: t(`safetyKind.${k}`) })),
          ]}
        />
      ),
    },
    {
      // the stock sheet its panes are cut from (glass sheet plans, docs/glass-cutting.md)
      title: t("data.sheetSize"),
      render: (_, g, i) => {
        const sheet = g.sheet ?? DEFAULT_GLASS_SHEET;
        return (
          <span style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
            <NumberCell
              value={sheet.width}
              schema={glassSheetSizeSchema.shape.width}
              onChange={(width) => set(i, { sheet: { ...sheet, width } })}
              testId={`glass-sheet-width-${g.code}`}
            />
            ×
            <NumberCell
              value={sheet.height}
              schema={glassSheetSizeSchema.shape.height}
              onChange={(height) => set(i, { sheet: { ...sheet, height } })}
              testId={`glass-sheet-height-${g.code}`}
            />
          </span>
        );
      },
    },
    {
      title: t("data.grain"),
      render: (_, g, i) => (
        <ChoiceCell<"no" | "yes">
          value={g.grain ? "yes" : "no"}
          options={[
            { value: "no", label: t("data.grainNo") },
            { value: "yes", label: t("data.grainYes") },
          ]}
          onChange={(v) => set(i, { grain: v === "yes" })}
        />
      ),
    },
    removeColumn(t, (index) => onChange(series.glass.filter((_, i) => i !== index))),
  ];
  const add = () =>
    onChange([
      ...series.glass,
      {
        code: `G${series.glass.length + 1}`,
        name: "5+12A+5",
        spec: "5+12A+5",
        thickness: 22,
        weightPerM2: 25,
        pricePerM2: 0,
        sheet: { ...DEFAULT_GLASS_SHEET },
        grain: false,
      },
    ]);
  return (
    <>
      <Table<Glass>
        size="small"
        rowKey={(_, i) => String(i)}
        dataSource={series.glass}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
      />
      <AddButton onClick={add} testId="add-glass" />
    </>
  );
}

const CATEGORIES = accessorySchema.shape.category.options;
const UNITS = accessorySchema.shape.unit.options;

export function AccessoriesTable({ series, onChange }: { series: Series; onChange(a: Accessory[]): void }) {
  const t = useProductT();
  const set: Patch<Accessory> = (i, patch) => onChange(replace(series.accessories, i, patch));
  const columns: ColumnsType<Accessory> = [
    {
      title: t("data.code"),
      render: (_, a, i) => <TextCell value={a.code} schema={A.code} onChange={(code) => set(i, { code })} />,
    },
    {
      title: t("data.name"),
      render: (_, a, i) => <TextCell value={a.name} schema={A.name} onChange={(name) => set(i, { name })} />,
    },
    {
      title: t("data.category"),
      render: (_, a, i) => (
        <ChoiceCell
          value={a.category}
          onChange={(category) => set(i, { category })}
          options={CATEGORIES.map((c) => ({ value: c, label: t(`accessory.${c}`) }))}
        />
      ),
    },
    {
      title: t("data.unit"),
      render: (_, a, i) => (
        <ChoiceCell
          value={a.unit}
          onChange={(unit) => set(i, { unit })}
          options={UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }))}
        />
      ),
    },
    priceColumn(set, t("data.price"), "price"),
    {
      // a co-extruded gasket or seal comes with its profile: rows naming it order no line
      title: t("data.coExtrusion"),
      render: (_, a, i) =>
        a.category === "gasket" || a.category === "seal" ? (
          <ChoiceCell<"separate" | "coExtruded">
            value={a.coExtruded ? "coExtruded" : "separate"}
            onChange={(v) => set(i, { coExtruded: v === "coExtruded" })}
            options={[
              { value: "separate", label: t("data.gasketSeparate") },
              { value: "coExtruded", label: t("data.coExtruded") },
            ]}
          />
        ) : null,
    },
    removeColumn(t, (index) => onChange(series.accessories.filter((_, i) => i !== index))),
  ];
  const add = () =>
    onChange([
      ...series.accessories,
      {
        code: `A${series.accessories.length + 1}`,
        name: t("data.newAccessory"),
        category: "other",
        unit: "piece",
        price: 0,
      },
    ]);
  return (
    <>
      <Table<Accessory>
        size="small"
        rowKey={(_, i) => String(i)}
        dataSource={series.accessories}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
      />
      <AddButton onClick={add} testId="add-accessory" />
    </>
  );
}

export function JoinsTable({
  series,
  onChange,
  onPreview,
}: {
  series: Series;
  onChange(j: Join[]): void;
  onPreview(j: Join): void;
}) {
  const t = useProductT();
  const set: Patch<Join> = (i, patch) => onChange(replace(series.joins, i, patch));
  const codes = [...series.profiles.map((p) => p.code), "glass", "sashGlass"];
  const codeOptions = codes.map((c) => ({ value: c, label: c }));
  const columns: ColumnsType<Join> = [
    {
      title: t("data.profileFrom"),
      render: (_, j, i) => (
        <ChoiceCell
          value={j.profileFrom}
          options={codeOptions}
          onChange={(profileFrom) => set(i, { profileFrom })}
        />
      ),
    },
    {
      title: t("data.profileTo"),
      render: (_, j, i) => (
        <ChoiceCell
          value={j.profileTo}
          options={codeOptions}
          onChange={(profileTo) => set(i, { profileTo })}
        />
      ),
    },
    {
      title: t("data.crossValue"),
      render: (_, j, i) => (
        <NumberCell
          value={j.crossValue}
          rule="any"
          step={0.5}
          onChange={(crossValue) => set(i, { crossValue })}
        />
      ),
    },
    {
      title: t("data.offsetValue"),
      render: (_, j, i) => (
        <NumberCell
          value={j.offsetValue}
          rule="any"
          step={0.5}
          onChange={(offsetValue) => set(i, { offsetValue })}
        />
      ),
    },
    {
      title: t("data.section"),
      render: (_, j) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          onClick={() => onPreview(j)}
          data-testid={`preview-${j.profileFrom}-${j.profileTo}`}
        >
          {t("data.preview")}
        </Button>
      ),
    },
    removeColumn(t, (index) => onChange(series.joins.filter((_, i) => i !== index))),
  ];
  const add = () =>
    onChange([
      ...series.joins,
      { profileFrom: codes[0] ?? "F001", profileTo: codes[0] ?? "F001", crossValue: 0, offsetValue: 0 },
    ]);
  return (
    <>
      <Table<Join>
        size="small"
        rowKey={(_, i) => String(i)}
        dataSource={series.joins}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        data-testid="joins-table"
      />
      <AddButton onClick={add} testId="add-join" />
    </>
  );
}
