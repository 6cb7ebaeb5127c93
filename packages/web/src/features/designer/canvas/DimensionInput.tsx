import { InputNumber } from "antd";
import { createPortal } from "react-dom";
import { useDesignerT } from "../i18n.ts";

type Props = {
  at: { x: number; y: number };
  value: number;
  digits: number;
  onSubmit: (value: number) => void;
  onCancel: () => void;
};

/**
 * The size box that opens over a clicked dimension (value in the display unit). It is portalled
 * to the body: the canvas area is its own compositing layer (will-change), which would otherwise
 * become the containing block of this fixed-position box and clip it.
 */
export function DimensionInput({ at, value, digits, onSubmit, onCancel }: Props) {
  const t = useDesignerT();
  return createPortal(
    <div style={{ position: "fixed", left: at.x - 50, top: at.y - 16, zIndex: 10 }}>
      <InputNumber
        autoFocus
        size="small"
        data-testid="dimension-input"
        aria-label={t("canvas.dimensionInput")}
        defaultValue={value}
        precision={digits}
        min={0}
        style={{ width: 110 }}
        onBlur={onCancel}
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
          if (e.key !== "Enter") return;
          const n = Number((e.target as HTMLInputElement).value);
          if (Number.isFinite(n) && n > 0) onSubmit(n);
          else onCancel();
        }}
      />
    </div>,
    document.body,
  );
}
