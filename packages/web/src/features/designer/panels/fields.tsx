import type { LengthUnit } from "@fenestra/core";
import type { CommandResult } from "@fenestra/core/commands/index";
import type { NumberRange } from "@fenestra/core/editor/typed-length";
import { Form, Input } from "antd";
import { type ReactNode, useState } from "react";
import { readLengthField, readNumberField, refusal } from "./typed-length-error.ts";

/**
 * A length field in the display unit that commits on blur or Enter (one command per edit). A
 * value outside core's limits, or one the design refuses, is not applied: the field turns red
 * and says what is allowed until the value is corrected (Escape puts the current size back).
 */
export function LengthField(props: {
  label: ReactNode;
  testId: string;
  /** The current size in the display unit. */
  value: number;
  unit: LengthUnit;
  /** Applies a size in mm; a failed command result is shown at the field. */
  onCommit: (mm: number) => CommandResult | boolean | undefined | void;
}) {
  // remounted (key) when the design's size changes, so the field always starts from it
  return <LengthInput key={props.value} {...props} />;
}

function LengthInput(props: Parameters<typeof LengthField>[0]) {
  const [text, setText] = useState(String(props.value));
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text.trim() === String(props.value)) return setError(null);
    const read = readLengthField(text, props.unit);
    if (!read.ok) return setError(read.message);
    setError(refusal(props.onCommit(read.mm)));
  };
  return (
    <Form.Item
      label={props.label}
      style={{ marginBottom: 8 }}
      validateStatus={error ? "error" : undefined}
      help={error ? <span data-testid={`${props.testId}-error`}>{error}</span> : undefined}
    >
      <Input
        data-testid={props.testId}
        size="small"
        inputMode="decimal"
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(e) => {
          if (e.key !== "Escape") return;
          setText(String(props.value));
          setError(null);
        }}
      />
    </Form.Item>
  );
}

/**
 * A number field other than a length (a count, a hinge count, a glass gap): a value outside its
 * range, or not whole where it must be, is refused at the field with the range, never clamped.
 */
export function NumberField(props: {
  label: ReactNode;
  testId: string;
  value: number;
  range: NumberRange;
  onCommit: (value: number) => CommandResult | boolean | undefined | void;
}) {
  return <NumberInput key={props.value} {...props} />;
}

function NumberInput(props: Parameters<typeof NumberField>[0]) {
  const [text, setText] = useState(String(props.value));
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text.trim() === String(props.value)) return setError(null);
    const read = readNumberField(text, props.range);
    if (!read.ok) return setError(read.message);
    setError(refusal(props.onCommit(read.value)));
  };
  return (
    <Form.Item
      label={props.label}
      style={{ marginBottom: 8 }}
      validateStatus={error ? "error" : undefined}
      help={error ? <span data-testid={`${props.testId}-error`}>{error}</span> : undefined}
    >
      <Input
        data-testid={props.testId}
        size="small"
        inputMode={props.range.integer ? "numeric" : "decimal"}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(e) => {
          if (e.key !== "Escape") return;
          setText(String(props.value));
          setError(null);
        }}
      />
    </Form.Item>
  );
}
