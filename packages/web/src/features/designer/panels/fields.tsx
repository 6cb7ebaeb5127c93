import { Form, InputNumber } from "antd";
import type { ReactNode } from "react";

/** A length field in the display unit that commits on blur or Enter (one command per edit). */
export function LengthField(props: {
  label: ReactNode;
  testId: string;
  value: number;
  digits: number;
  onCommit: (value: number) => void;
}) {
  const commit = (raw: string) => {
    const n = Number(raw);
    if (Number.isFinite(n) && n > 0 && n !== props.value) props.onCommit(n);
  };
  return (
    <Form.Item label={props.label} style={{ marginBottom: 8 }}>
      <InputNumber
        key={props.value}
        data-testid={props.testId}
        size="small"
        defaultValue={props.value}
        precision={props.digits}
        min={0}
        style={{ width: "100%" }}
        onBlur={(e) => commit(e.target.value)}
        onPressEnter={(e) => commit((e.target as HTMLInputElement).value)}
      />
    </Form.Item>
  );
}
