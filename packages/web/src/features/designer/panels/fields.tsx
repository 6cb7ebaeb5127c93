import type { LengthUnit } from "@fenestra/core";
import type { CommandResult } from "@fenestra/core/commands/index";
import type { NumberRange } from "@fenestra/core/editor/typed-length";
import { Form, Input } from "antd";
import { type ReactNode, useState } from "react";
import { readLengthField, readNumberField, refusal } from "./typed-length-error.ts";

/** Applies a value; answers the command's result (a refusal is shown at the field), or nothing. */
type Commit = (value: number) => CommandResult | undefined;
type Read = (text: string) => { ok: true; value: number } | { ok: false; message: string };

/**
 * A length field in the display unit that commits on blur or Enter (one command per edit). A
 * value outside core's limits, or one the design refuses, is not applied: the field turns red
 * and says what is allowed until the value is corrected (Escape puts the current size back).
 */
export function LengthField(props: {
  label: ReactNode;
  testId: string;
  /** The current size in the display unit (null: none yet, the field starts empty). */
  value: number | null;
  unit: LengthUnit;
  /** A further limit of the place the size goes: its message when `mm` is refused there. */
  check?: (mm: number) => string | null;
  /** Applies a size in mm; a failed command result is shown at the field. */
  onCommit: Commit;
}) {
  const { unit, check, ...rest } = props;
  const read: Read = (text) => {
    const length = readLengthField(text, unit);
    if (!length.ok) return length;
    const refused = check?.(length.mm);
    return refused ? { ok: false, message: refused } : { ok: true, value: length.mm };
  };
  // remounted (key) when the design's size changes, so the field always starts from it
  return <RefusingInput key={String(props.value)} {...rest} inputMode="decimal" read={read} />;
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
  onCommit: Commit;
}) {
  const { range, ...rest } = props;
  return (
    <RefusingInput
      key={props.value}
      {...rest}
      inputMode={range.integer ? "numeric" : "decimal"}
      read={(text) => readNumberField(text, range)}
    />
  );
}

/** The field both share: commits a value `read` accepts; shows what it or the design refuses. */
function RefusingInput(props: {
  label: ReactNode;
  testId: string;
  value: number | null;
  inputMode: "decimal" | "numeric";
  read: Read;
  onCommit: Commit;
}) {
  const shown = props.value === null ? "" : String(props.value);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text.trim() === shown) return setError(null);
    const read = props.read(text);
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
        inputMode={props.inputMode}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(e) => {
          if (e.key !== "Escape") return;
          setText(shown);
          setError(null);
        }}
      />
    </Form.Item>
  );
}
