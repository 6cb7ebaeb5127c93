import { MATERIAL_CATEGORIES } from "@fenestra/core/warehouse/index";
import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";
import type { useWarehouseT } from "./i18n.ts";
import { type Material, warehouseApi } from "./warehouse-api.ts";

export const categoryOptions = (t: ReturnType<typeof useWarehouseT>) =>
  MATERIAL_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }));

/** Yuan typed in a form → fen; a value with more than 2 decimals is kept as is (the server refuses it). */
export const fenOf = (yuan: number | null | undefined) =>
  yuan === null || yuan === undefined
    ? undefined
    : Math.round(yuan * 100) / 100 === yuan
      ? Math.round(yuan * 100)
      : yuan * 100;

/** A material chosen by code or name (server search). */
export function MaterialSelect(props: {
  value?: number;
  onChange?: (id: number, material: Material | undefined) => void;
  testId?: string;
}) {
  const [q, setQ] = useState("");
  const list = useQuery({
    queryKey: ["warehouse", "materials", "pick", q],
    queryFn: () => warehouseApi.materials({ q: q || undefined, pageSize: 50 }),
  });
  const items = list.data?.items ?? [];
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setQ}
      value={props.value}
      style={{ minWidth: 180 }}
      onChange={(id: number) =>
        props.onChange?.(
          id,
          items.find((m) => m.id === id),
        )
      }
      options={items.map((m) => ({ value: m.id, label: `${m.code} ${m.name}`.trim() }))}
      data-testid={props.testId}
    />
  );
}
