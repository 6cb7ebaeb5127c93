import { Input, InputNumber, Select } from "antd";

// Inline cells of the series data tables.

export function TextCell({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange(v: string): void;
  testId?: string;
}) {
  return <Input size="small" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />;
}

export function NumberCell({
  value,
  onChange,
  min = 0,
  step = 1,
  testId,
}: {
  value: number;
  onChange(v: number): void;
  min?: number;
  step?: number;
  testId?: string;
}) {
  return (
    <InputNumber
      size="small"
      value={value}
      min={min}
      step={step}
      style={{ width: 96 }}
      onChange={(v) => onChange(typeof v === "number" ? v : 0)}
      data-testid={testId}
    />
  );
}

/** Money stored in fen, edited in yuan with 2 decimals. */
export function FenCell({ value, onChange }: { value: number; onChange(v: number): void }) {
  return (
    <InputNumber
      size="small"
      value={value / 100}
      min={0}
      step={0.01}
      precision={2}
      style={{ width: 100 }}
      onChange={(v) => onChange(Math.round((typeof v === "number" ? v : 0) * 100))}
    />
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
