// The one scan box of the app (picking, inventory, workshop scanning): a field that takes a
// handheld scanner's input or a typed code, and a camera button. It hands the raw text it read
// to `onScan` once per read; what the text means is the caller's (readScanText of
// @fenestra/core/scanning/scan-text — a label's QR, or a number printed on it, typed — and
// scanRefusalText below for the message).
// - Handheld scanner: it types the code and presses Enter. In the field, Enter hands it over;
//   with the focus anywhere else on the page, the key-burst detector (global-keys.ts) catches it
//   and its Enter does not click the focused button or submit a form.
// - Camera: CameraDialog (back camera, zxing-wasm served from our origin).
import { CameraOutlined, ScanOutlined } from "@ant-design/icons";
import type { ScanKind } from "@fenestra/core/scanning/scan-code";
import type { ScanTextRefusal } from "@fenestra/core/scanning/scan-text";
import { Button, Input, type InputRef, Space } from "antd";
import type { BarcodeFormat } from "barcode-detector/ponyfill";
import { useEffect, useRef, useState } from "react";
import { CameraDialog } from "./CameraDialog.tsx";
import { listenForScans } from "./global-keys.ts";
import { scannerText, useScannerT } from "./i18n.ts";

export type ScanBoxProps = {
  /** A code was read (trimmed, never empty): once per scan, typed entry or camera read. */
  onScan: (text: string) => void;
  /** Field hint; "Scan or type a label code" when left out. */
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Take a handheld scanner's input wherever the focus is on the page (default true). */
  global?: boolean;
  /** Keep the camera open after a read, for scanning one label after another (default false). */
  continuous?: boolean;
  /** What the camera decodes (default QR only). */
  formats?: readonly BarcodeFormat[];
  /** Prefix of the test ids: `<id>-input`, `<id>-camera-button`, `<id>-camera`, `<id>-video`. */
  testId?: string;
};

export function ScanBox(props: ScanBoxProps) {
  const { onScan, placeholder, disabled = false, autoFocus, global = true, continuous = false } = props;
  const testId = props.testId ?? "scan";
  const t = useScannerT();
  const [value, setValue] = useState("");
  const [cameraOpen, setCameraOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<InputRef>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  const emit = (text: string) => {
    const trimmed = text.trim();
    if (trimmed !== "") onScanRef.current(trimmed);
  };
  const emitRef = useRef(emit);
  emitRef.current = emit;

  useEffect(() => {
    if (!global || disabled) return;
    return listenForScans({
      owns: (element) => element !== null && (root.current?.contains(element) ?? false),
      emit: (text) => emitRef.current(text),
    });
  }, [global, disabled]);

  return (
    <>
      <div ref={root}>
        <Space.Compact style={{ width: "100%" }}>
          <Input
            ref={input}
            value={value}
            disabled={disabled}
            autoFocus={autoFocus}
            allowClear
            prefix={<ScanOutlined />}
            placeholder={placeholder ?? t("placeholder")}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            inputMode="text"
            data-testid={`${testId}-input`}
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
              // Enter reads the field and nothing else: no form around the box is submitted.
              e.preventDefault();
              e.stopPropagation();
              emit(value);
              setValue("");
            }}
          />
          {/* A native hint, not a Tooltip: on a touch screen a tapped Tooltip stays open after the
              camera's dialog closes and covers the next field (the stock status filters). */}
          <Button
            icon={<CameraOutlined />}
            disabled={disabled}
            aria-label={t("camera")}
            title={t("camera")}
            data-testid={`${testId}-camera-button`}
            onClick={() => setCameraOpen(true)}
          />
        </Space.Compact>
      </div>
      <CameraDialog
        open={cameraOpen}
        formats={props.formats}
        testId={testId}
        onClose={() => {
          setCameraOpen(false);
          input.current?.focus();
        }}
        onRead={(text) => {
          if (!continuous) setCameraOpen(false);
          emit(text);
        }}
      />
    </>
  );
}

/** The message for a scanned text that names nothing the screen takes (parseScanCode's or readScanText's reason). */
export function scanRefusalText(reason: ScanTextRefusal): string {
  return scannerText(`refusal.${reason}`);
}

/** The name of a kind of label ("Material", "Production unit"), in the page's language. */
export function scanKindText(kind: ScanKind): string {
  return scannerText(`kinds.${kind}`);
}
