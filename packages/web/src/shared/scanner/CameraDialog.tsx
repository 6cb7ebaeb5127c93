// The phone camera as a scanner: the back camera (facingMode environment) in a dialog, its
// frames decoded by the zxing-wasm decoder (camera-decoder.ts, loaded on first use) a few times
// a second. A label counts once while it stays in view (isNewRead).

import { Alert, Button, Flex, Typography } from "antd";
import type { BarcodeFormat } from "barcode-detector/ponyfill";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "../ui/Dialog.tsx";
import { useScannerT } from "./i18n.ts";
import { isNewRead, type ReadState } from "./key-burst.ts";

type CameraError = "denied" | "missing" | "insecure" | "busy" | "decoder";

/** Pause between two decodes (ms): enough for a steady hand, light on a phone's battery. */
const DECODE_EVERY_MS = 120;

function cameraError(error: unknown): CameraError {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "decoder";
}

export function CameraDialog(props: {
  open: boolean;
  onClose: () => void;
  onRead: (text: string) => void;
  formats?: readonly BarcodeFormat[];
  testId: string;
}) {
  const { open, onClose, onRead, formats, testId } = props;
  const t = useScannerT();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<CameraError | null>(null);
  const [starting, setStarting] = useState(true);
  const [lastRead, setLastRead] = useState<string | null>(null);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  const formatsKey = (formats ?? ["qr_code"]).join(",");

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reads: ReadState = null;
    setError(null);
    setStarting(true);
    setLastRead(null);

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setError(window.isSecureContext ? "missing" : "insecure");
        return;
      }
      const decoderLoad = import("./camera-decoder.ts").then((m) =>
        m.createFrameDecoder(formatsKey.split(",") as BarcodeFormat[]),
      );
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (e) {
        decoderLoad.catch(() => undefined);
        if (!stopped) setError(cameraError(e));
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      let decode: Awaited<typeof decoderLoad>;
      try {
        decode = await decoderLoad;
      } catch {
        if (!stopped) setError("decoder");
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setStarting(false);
      const tick = async () => {
        if (stopped) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          const texts = await decode(element).catch(() => [] as string[]);
          for (const text of texts) {
            const read = isNewRead(reads, text, performance.now());
            reads = read.state;
            if (read.isNew && !stopped) {
              setLastRead(text);
              navigator.vibrate?.(60);
              onReadRef.current(text);
            }
          }
        }
        if (!stopped) timer = setTimeout(() => void tick(), DECODE_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video.current) video.current.srcObject = null;
    };
  }, [open, formatsKey]);

  return (
    <Dialog
      open={open}
      onCancel={onClose}
      title={t("cameraTitle")}
      footer={
        <Button onClick={onClose} data-testid={`${testId}-camera-close`}>
          {t("close")}
        </Button>
      }
      destroyOnHidden
      centered
      width={480}
    >
      <Flex vertical gap={12} data-testid={`${testId}-camera`}>
        {error ? (
          <Alert
            type="error"
            showIcon
            message={t(`errors.${error}`)}
            data-testid={`${testId}-camera-error`}
          />
        ) : (
          <>
            <div
              style={{
                position: "relative",
                width: "100%",
                aspectRatio: "4 / 3",
                background: "#000",
                borderRadius: 8,
                overflow: "hidden",
              }}
            >
              <video
                ref={video}
                muted
                playsInline
                autoPlay
                data-testid={`${testId}-video`}
                style={{ width: "100%", height: "100%", objectFit: "cover" }}
              />
              <div
                aria-hidden
                style={{
                  position: "absolute",
                  inset: "12% 22%",
                  border: "2px solid rgba(255,255,255,0.9)",
                  borderRadius: 8,
                  boxShadow: "0 0 0 100vmax rgba(0,0,0,0.35)",
                }}
              />
            </div>
            <Typography.Text type="secondary">{starting ? t("starting") : t("cameraHint")}</Typography.Text>
            {lastRead && (
              <Typography.Text data-testid={`${testId}-camera-read`} ellipsis>
                {t("read", { text: lastRead })}
              </Typography.Text>
            )}
          </>
        )}
      </Flex>
    </Dialog>
  );
}
