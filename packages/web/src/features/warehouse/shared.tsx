import { routes } from "@fenestra/api";
import { MATERIAL_CATEGORIES, type MaterialCategory } from "@fenestra/core/warehouse/index";
import { useQuery } from "@tanstack/react-query";
import { type FormInstance, Select, Tag } from "antd";
import { useEffect, useState } from "react";
import { isApiError } from "../../shared/api/api-error.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { useWarehouseT } from "./i18n.ts";
import type { Material, PickContract } from "./warehouse-api.ts";

export const categoryOptions = (t: ReturnType<typeof useWarehouseT>) =>
  MATERIAL_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }));

/** What names a stocked item: its material, and the colour and length it is kept in. */
type StockItem = { code: string; name: string; color: string; length: number; category?: MaterialCategory };

/**
 * The columns that say which stocked item a row is: the material (code and name, under `title`,
 * "Material" unless given), its category where `category` asks for it, the colour, and the length
 * (blank for a material not kept by length).
 */
export function stockItemColumns<R extends StockItem>(
  t: ReturnType<typeof useWarehouseT>,
  options: { title?: string; primary?: boolean; category?: boolean } = {},
): Column<R>[] {
  const material: Column<R> = {
    title: options.title ?? t("field.material"),
    primary: options.primary,
    render: (_, r) => `${r.code} ${r.name}`.trim(),
  };
  const category: Column<R> = {
    title: t("field.category"),
    render: (_, r) => (r.category ? t(`category.${r.category}`) : ""),
  };
  return [
    material,
    ...(options.category ? [category] : []),
    { title: t("field.color"), dataIndex: "color" },
    { title: t("field.length"), render: (_, r) => (r.length > 0 ? r.length : "") },
  ];
}

/** Yuan typed in a form → fen; a value with more than 2 decimals is kept as is (the server refuses it). */
export const fenOf = (yuan: number | null | undefined) =>
  yuan === null || yuan === undefined
    ? undefined
    : Math.round(yuan * 100) / 100 === yuan
      ? Math.round(yuan * 100)
      : yuan * 100;

/**
 * A refusal of a stock form shown at its field: a line's (lines.N.costFen at the cost in yuan) or
 * a top field's. False when the error names no field of the form.
 */
export function showLineError(form: FormInstance, error: unknown): boolean {
  const field = isApiError(error) ? error.fieldError : undefined;
  const m = field?.field.match(/^lines\.(\d+)\.(\w+)$/);
  if (field && m) {
    const name = m[2] === "costFen" ? "cost" : (m[2] as string);
    form.setFields([{ name: ["lines", Number(m[1]), name], errors: [field.message] }]);
    return true;
  }
  return showAtField(form, error);
}

/**
 * A dialog form's OK: sends the values once every field passes; a refused field shows its own
 * message, so the refusal is handled there (never an unhandled rejection).
 */
export function sendWhenValid<Values>(form: FormInstance<Values>, send: (values: Values) => void) {
  return () => form.validateFields().then(send, () => undefined);
}

/** A material chosen by code or name (server search). */
export function MaterialSelect(props: {
  value?: number;
  /** The chosen material, kept among the options while another search is typed. */
  known?: Material | undefined;
  onChange?: (id: number, material: Material | undefined) => void;
  testId?: string;
}) {
  const [q, setQ] = useState("");
  const list = useQuery({
    ...routeQuery(routes.warehouse.materials, { query: { q: q || undefined, pageSize: 50 } }),
  });
  const found = list.data?.items ?? [];
  const items = props.known && !found.some((m) => m.id === props.known?.id) ? [props.known, ...found] : found;
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

/** One line of the contract picker: number · customer, and "please optimize first" without a plan. */
export function contractLabel(c: PickContract, optimizeFirst: string) {
  return (
    <span>
      {[c.contractNo || `#${c.contractId}`, c.customer].filter(Boolean).join(" · ")}
      {c.hasPlan ? null : (
        <Tag color="orange" style={{ marginInlineStart: 8 }}>
          {optimizeFirst}
        </Tag>
      )}
    </span>
  );
}

type ContractPickerProps = {
  stage: "picking" | "preparation";
  testId?: string;
  placeholder?: string;
} & (
  | { multiple?: false; value?: number | null; onChange: (id: number | null, c?: PickContract) => void }
  | { multiple: true; value?: number[]; onChange: (ids: number[]) => void }
);

/** A contract chosen from those in production (or, for preparation, signed), searched by number or customer. */
export function ContractPicker(props: ContractPickerProps) {
  const t = useWarehouseT();
  const [q, setQ] = useState("");
  const list = useQuery({
    ...routeQuery(routes.warehouse.pickContracts, { query: { q: q || undefined, stage: props.stage } }),
  });
  // The chosen contracts stay among the options while another search is typed.
  const [known, setKnown] = useState<Record<number, PickContract>>({});
  const found = list.data?.items ?? [];
  useEffect(() => {
    if (found.length > 0)
      setKnown((k) => ({ ...k, ...Object.fromEntries(found.map((c) => [c.contractId, c])) }));
  }, [found]);
  const chosen = (props.multiple ? (props.value ?? []) : props.value ? [props.value] : []).flatMap((id) =>
    known[id] && !found.some((c) => c.contractId === id) ? [known[id]] : [],
  );
  const items = [...chosen, ...found];
  const options = items.map((c) => ({
    value: c.contractId,
    label: contractLabel(c, t("picking.optimizeFirst")),
    text: `${c.contractNo} ${c.customer}`,
  }));
  const common = {
    showSearch: true,
    filterOption: false,
    onSearch: setQ,
    loading: list.isFetching,
    allowClear: true,
    placeholder: props.placeholder ?? t("picking.chooseContract"),
    style: { width: "100%", maxWidth: 420 },
    options,
    notFoundContent: list.isFetching ? undefined : t("picking.noContracts"),
    "data-testid": props.testId,
  } as const;
  if (props.multiple)
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={props.value}
        onChange={(ids) => props.onChange(ids ?? [])}
      />
    );
  return (
    <Select<number>
      {...common}
      value={props.value ?? undefined}
      onChange={(id) =>
        props.onChange(
          id ?? null,
          items.find((c) => c.contractId === id),
        )
      }
    />
  );
}
