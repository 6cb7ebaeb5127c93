import { Modal, type ModalProps } from "antd";

/**
 * SPEC §2c "Default dialog width is auto": a dialog without a width of its own is as wide as what
 * it holds, no narrower than a phone's screen allows a form to be read and no wider than the
 * window (a dialog that holds a table or a picture sets its own width).
 */
export const AUTO_DIALOG_STYLE = {
  width: "fit-content",
  minWidth: "min(360px, calc(100vw - 32px))",
  maxWidth: "min(960px, calc(100vw - 32px))",
} as const;

/** Every dialog of the app: antd's Modal, auto width unless told (SPEC §2c). */
export function Dialog({ width, style, ...props }: ModalProps) {
  return (
    <Modal
      width={width ?? AUTO_DIALOG_STYLE.width}
      style={width === undefined ? { ...AUTO_DIALOG_STYLE, ...style } : style}
      {...props}
    />
  );
}
