import { PlusOutlined } from "@ant-design/icons";
import { seriesCodeSchema } from "@fenestra/core/series/field-bounds";
import type { SunroomSeries } from "@fenestra/core/sunroom/series";
import { Button, Table } from "antd";
import { z } from "zod";
import { DeleteIconButton } from "../../../shared/ui/DeleteIconButton.tsx";
import { useProductT } from "../i18n.ts";
import { NumberCell, TextCell } from "../series-data/cells.tsx";

type Rafter = SunroomSeries["rafters"][number];
const FIGURES = ["inertia", "modulus", "elasticity", "strength", "deflectionLimit"] as const;
const positive = z.number().positive();

/** The rafter profiles a sunroom offers, with the section figures of the load rule (docs/sunroom.md "Loads"). */
export function RaftersTable({
  rafters,
  onChange,
}: {
  rafters: readonly Rafter[];
  onChange(r: Rafter[]): void;
}) {
  const t = useProductT();
  const set = (i: number, patch: Partial<Rafter>) =>
    onChange(rafters.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <>
      <Table<Rafter>
        size="small"
        rowKey={(_, i) => String(i)}
        dataSource={[...rafters]}
        pagination={false}
        scroll={{ x: true }}
        data-testid="rafters-table"
        columns={[
          {
            title: t("sunroom.rafterCode"),
            render: (_, r, i) => (
              <TextCell value={r.code} schema={seriesCodeSchema} onChange={(code) => set(i, { code })} />
            ),
          },
          ...FIGURES.map((key) => ({
            title: t(`sunroom.${key}`),
            render: (_: unknown, r: Rafter, i: number) => (
              <NumberCell value={r[key]} schema={positive} onChange={(v) => set(i, { [key]: v })} />
            ),
          })),
          {
            width: 48,
            render: (_, __, i) =>
              rafters.length > 1 && (
                <DeleteIconButton
                  label={t("data.remove")}
                  onClick={() => onChange(rafters.filter((_, j) => j !== i))}
                />
              ),
          },
        ]}
      />
      <Button
        icon={<PlusOutlined />}
        size="small"
        style={{ marginTop: 8 }}
        onClick={() =>
          onChange([
            ...rafters,
            { ...(rafters[rafters.length - 1] as Rafter), code: `R${rafters.length + 1}` },
          ])
        }
      >
        {t("data.add")}
      </Button>
    </>
  );
}
