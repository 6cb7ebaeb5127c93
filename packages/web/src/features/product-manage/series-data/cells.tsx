import { yuanNumber } from "@fenestra/core/pricing/money-text";
import { yuanToFen } from "@fenestra/core/workflows/contract-fields";
import { Input, InputNumber, Select, Typography } from "antd";
import { createContext, useContext, useEffect, useId, useState } from "react";
import type { z } from "zod";
import { productRuleText, useProductT } from "../i18n.ts";

// Inline cells of the series data tables.

/** What a core field schema says of a value: null when it takes it, else its refusal in words. */
function refusalOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0] as { message: string; params?: Record<string, unknown> } | undefined;
  return productRuleText(issue?.message ?? "validation.invalid", issue?.params);
}

function CellRefusal({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12, display: "block" }} data-testid="cell-error">
      {text}
    </Typography.Text>
  );
}

/**
 * A text the series data needs; with a core field `schema` (series/field-bounds.ts: a code, a
 * name), a value it refuses stays as typed, red, with what is allowed, and the page saves nothing.
 */
export function TextCell({
  value,
  onChange,
  schema,
  testId,
}: {
  value: string;
  onChange(v: string): void;
  schema?: z.ZodType;
  testId?: string;
}) {
  const refusal = schema ? refusalOf(schema, value) : null;
  useReportRefused(refusal !== null);
  return (
    <div>
      <Input
        size="small"
        style={{ minWidth: 96 }}
        value={value}
        status={refusal !== null ? "error" : undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      <CellRefusal text={refusal} />
    </div>
  );
}

/** Where a cell says whether it holds a refused value (the page then offers no save). */
export const RefusedCells = createContext<(cell: string, refused: boolean) => void>(() => {});

function useReportRefused(refused: boolean) {
  const report = useContext(RefusedCells);
  const cell = useId();
  useEffect(() => {
    report(cell, refused);
    return () => report(cell, false);
  }, [report, cell, refused]);
}

/** What a number cell accepts, as the series schema (core series/schema.ts) does. */
export type NumberRule = "positive" | "nonNegative" | "any";

const ruleKey = {
  positive: "data.refuse.positive",
  nonNegative: "data.refuse.nonNegative",
  any: "data.refuse.number",
} as const;

function accepts(rule: NumberRule, v: number | null): v is number {
  if (v === null || !Number.isFinite(v)) return false;
  return rule === "positive" ? v > 0 : rule === "nonNegative" ? v >= 0 : true;
}

/**
 * A number the series data needs. A value the series refuses (empty, 0 for a width, a profile
 * 99,999,999 mm wide…) stays in the cell as typed, red, with what is allowed; the series keeps its
 * last good value (never clamped). `schema` is the field's core bounds (series/field-bounds.ts),
 * which say from what to what; without one, `rule`.
 */
export function NumberCell({
  value,
  onChange,
  rule = "nonNegative",
  schema,
  step = 1,
  testId,
}: {
  value: number;
  onChange(v: number): void;
  rule?: NumberRule;
  schema?: z.ZodType;
  step?: number;
  testId?: string;
}) {
  const t = useProductT();
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  const takes = (v: number | null): v is number =>
    schema ? v !== null && schema.safeParse(v).success : accepts(rule, v);
  // a value typed and refused; or, with core's bounds, one the series holds that they refuse now
  // (saved before them, or a frame's depth once the line became a frame)
  const shown = typed === undefined ? value : typed;
  const refused = typed !== undefined ? !takes(typed) : schema !== undefined && !takes(value);
  useReportRefused(refused);
  return (
    <div>
      <InputNumber
        size="small"
        value={shown}
        step={step}
        status={refused ? "error" : undefined}
        style={{ width: 96 }}
        onChange={(v) => {
          const n = typeof v === "number" ? v : null;
          setTyped(takes(n) ? undefined : n);
          if (takes(n)) onChange(n);
        }}
        data-testid={testId}
      />
      <CellRefusal
        text={refused ? (schema ? refusalOf(schema, shown ?? Number.NaN) : t(ruleKey[rule])) : null}
      />
    </div>
  );
}

/** Money stored in fen, edited in yuan: 0 or more with at most 2 decimals (never rounded). */
export function FenCell({
  value,
  onChange,
  testId,
}: {
  value: number;
  onChange(v: number): void;
  testId?: string;
}) {
  const t = useProductT();
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  /** The fen of a typed amount; undefined when negative or with a third decimal. */
  const fenOf = (v: number | null) => (v !== null && Number.isFinite(v) && v >= 0 ? yuanToFen(v) : undefined);
  const refused = typed !== undefined && fenOf(typed) === undefined;
  useReportRefused(refused);
  return (
    <div>
      <InputNumber
        size="small"
        value={typed === undefined ? yuanNumber(value) : typed}
        step={0.01}
        status={refused ? "error" : undefined}
        style={{ width: 100 }}
        onChange={(v) => {
          const n = typeof v === "number" ? v : null;
          const fen = fenOf(n);
          setTyped(fen === undefined ? n : undefined);
          if (fen !== undefined) onChange(fen);
        }}
        data-testid={testId}
      />
      {refused && (
        <Typography.Text type="danger" style={{ fontSize: 12, display: "block" }} data-testid="cell-error">
          {t("data.refuse.money")}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * What a whole list says under it: why it takes no more lines (`blocks` false: the Add button is
 * off), or that it holds more than it may (`blocks`: the page saves nothing until lines go).
 */
export function ListRefusal({
  text,
  blocks,
  testId,
}: {
  text: string | null;
  blocks: boolean;
  testId: string;
}) {
  useReportRefused(blocks);
  if (text === null) return null;
  return (
    <Typography.Text type={blocks ? "danger" : "warning"} style={{ display: "block" }} data-testid={testId}>
      {text}
    </Typography.Text>
  );
}

export function ChoiceCell<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(v: T): void;
}) {
  return (
    <Select<T>
      size="small"
      value={value}
      style={{ width: 130 }}
      options={options as { value: T; label: string }[]}
      onChange={onChange}
    />
  );
}
