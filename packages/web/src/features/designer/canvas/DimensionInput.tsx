import type { LengthUnit } from "@fenestra/core";
import { Input, Typography } from "antd";
import { useState } from "react";
import { createPortal } from "react-dom";
import { useDesignerT } from "../i18n.ts";
import { readLengthField } from "../panels/typed-length-error.ts";

type Props = {
  at: { x: number; y: number };
  value: number;
  unit: LengthUnit;
  /** Applies a size in mm; answers the design's refusal message, or null when applied. */
  onSubmit: (mm: number) => string | null;
  onCancel: () => void;
};

/**
 * The size box that opens over a clicked dimension (value in the display unit). A size outside
 * core's limits or one the design refuses keeps the box open, red, with what is allowed; Escape
 * or leaving the box closes it with the drawing unchanged. It is portalled to the body: the
 * canvas area is its own compositing layer (will-change), which would otherwise become the
 * containing block of this fixed-position box and clip it.
 */
export function DimensionInput({ at, value, unit, onSubmit, onCancel }: Props) {
  const t = useDesignerT();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const read = readLengthField(text, unit);
    if (!read.ok) return setError(read.message);
    const refused = onSubmit(read.mm);
    if (refused) setError(refused);
  };
  return createPortal(
    <div style={{ position: "fixed", left: at.x - 55, top: at.y - 16, zIndex: 10, maxWidth: 240 }}>
      <Input
        autoFocus
        size="small"
        inputMode="decimal"
        data-testid="dimension-input"
        aria-label={t("canvas.dimensionInput")}
        aria-invalid={error ? true : undefined}
        status={error ? "error" : undefined}
        value={text}
        style={{ width: 110 }}
        onFocus={(e) => e.target.select()}
        onChange={(e) => setText(e.target.value)}
        onBlur={onCancel}
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
          if (e.key === "Enter") submit();
        }}
      />
      {error ? (
        <Typography.Text
          type="danger"
          data-testid="dimension-input-error"
          style={{
            display: "block",
            background: "#fff",
            padding: "2px 6px",
            fontSize: 12,
            boxShadow: "0 1px 4px #0002",
          }}
        >
          {error}
        </Typography.Text>
      ) : null}
    </div>,
    document.body,
  );
}
