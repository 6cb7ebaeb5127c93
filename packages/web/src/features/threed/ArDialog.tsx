// AR (docs/scene.md): the window at its real size (1 unit = 1 m) in Google's <model-viewer>, fed
// with the GLB (WebXR and Android's Scene Viewer) and the USDZ (AR Quick Look on iOS). A saved
// window's files come from the server by a short-lived link (ar-link.ts): Scene Viewer runs in
// another app, which downloads the model itself and cannot read a blob: URL. A drawing not saved
// as it is (or when the server made no link) gets both made here in the browser from core's scene
// as blob: URLs, without Scene Viewer. Where the device can place neither (model-viewer's
// canActivateAR false: a desk, most phones without Google services), the "AR photo" path instead:
// the effect rendering of the same saved window, placed into a photo by its four corners. At a
// desk the model still turns under the mouse, with a QR code of the window's 3D page to open it
// on a phone. This file is its own chunk (model-viewer with it), loaded when AR first opens.
import "@google/model-viewer";
import type { Scene } from "@fenestra/core/scene/scene";
import { Alert, Button, Empty, Flex, Grid, Spin, Typography } from "antd";
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import { renderV2Link, threedLink } from "../../shared/navigation/threed-link.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { type ModelUrls, useArLink } from "./ar-link.ts";
import { useThreedT } from "./i18n.ts";
import { modelFile } from "./model-files.ts";

type ModelViewerElement = HTMLElement & { loaded: boolean; canActivateAR: boolean };

/** The GLB and USDZ of `scene` as blob URLs, revoked when the scene changes or the dialog goes. */
function useModelUrls(scene: Scene | null): ModelUrls | "failed" | null {
  const [urls, setUrls] = useState<ModelUrls | "failed" | null>(null);
  useEffect(() => {
    if (!scene) return;
    let live = true;
    const made: string[] = [];
    setUrls(null);
    Promise.all([modelFile(scene, "glb"), modelFile(scene, "usdz")]).then(
      ([glb, usdz]) => {
        if (!live) return;
        made.push(URL.createObjectURL(glb), URL.createObjectURL(usdz));
        setUrls({ glb: made[0]!, usdz: made[1]! });
      },
      () => live && setUrls("failed"),
    );
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [scene]);
  return urls;
}

/** A QR code (a PNG data URL) of `text`, or null while it is drawn. */
function useQrCode(text: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void QRCode.toDataURL(text, { margin: 1, width: 200 }).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [text]);
  return text ? image : null;
}

export default function ArDialog({
  onClose,
  scene,
  saved,
}: {
  onClose: () => void;
  /** null: nothing drawn yet. */
  scene: Scene | null;
  /** The saved window (its order and item): the AR photo and the phone's QR code name it. */
  saved: { orderId: number | string; itemId: number | string } | null;
}) {
  const t = useThreedT();
  const wide = Grid.useBreakpoint().md ?? false;
  // the saved window's files from the server; made here only when there are none
  const link = useArLink(saved);
  const made = useModelUrls(link === "none" ? scene : null);
  const urls = link === "none" ? made : link;
  const served = link !== null && link !== "none";
  const viewer = useRef<ModelViewerElement>(null);
  // what model-viewer found once the model is in: whether this device can place it in the room
  const [state, setState] = useState<{ loaded: boolean; canAr: boolean } | null>(null);
  useEffect(() => {
    const el = viewer.current;
    if (!el || !urls || urls === "failed") return;
    const read = () => setState({ loaded: el.loaded, canAr: el.canActivateAR });
    el.addEventListener("load", read);
    if (el.loaded) read();
    return () => el.removeEventListener("load", read);
  }, [urls]);
  const pageUrl = saved ? new URL(threedLink(saved.orderId, saved.itemId), window.location.href).href : null;
  const qr = useQrCode(wide ? pageUrl : null);
  const frame = scene?.frames.length === 1 ? scene.frames[0] : null;

  const photoPath = saved ? (
    <Flex vertical gap={8} data-testid="ar-photo">
      <Typography.Text>{wide ? t("ar.photoDesk") : t("ar.noAr")}</Typography.Text>
      <LinkButton
        to={renderV2Link(saved.orderId, saved.itemId)}
        testId="ar-photo-link"
        type={wide ? "default" : "primary"}
        block={!wide}
      >
        {t("ar.photo")}
      </LinkButton>
    </Flex>
  ) : (
    <Typography.Text type="secondary" data-testid="ar-photo-save-first">
      {t("ar.saveFirst")}
    </Typography.Text>
  );

  return (
    <Dialog
      open
      onCancel={onClose}
      footer={null}
      title={t("ar.title")}
      width={wide ? "min(980px, 94vw)" : "100%"}
      style={wide ? { top: 24 } : { top: 0, maxWidth: "100vw", margin: 0, padding: 0 }}
      destroyOnHidden
    >
      <div data-testid="ar-dialog">
        {!scene ? (
          <Empty description={t("empty")} />
        ) : urls === "failed" ? (
          <Alert type="error" title={t("ar.failed")} />
        ) : !urls ? (
          <Spin style={{ display: "block", margin: 48 }} />
        ) : (
          <Flex vertical={!wide} gap={16}>
            <Flex vertical gap={8} flex={1} style={{ minWidth: 0 }}>
              <model-viewer
                ref={viewer}
                src={urls.glb}
                ios-src={urls.usdz}
                alt={t("ar.alt")}
                ar
                ar-modes={served ? "webxr scene-viewer quick-look" : "webxr quick-look"}
                ar-scale="fixed"
                camera-controls
                touch-action="pan-y"
                shadow-intensity="1"
                data-testid="ar-model"
                data-loaded={state?.loaded ? "1" : "0"}
                data-can-ar={state ? (state.canAr ? "1" : "0") : ""}
                style={{
                  width: "100%",
                  height: wide ? "min(560px, 64vh)" : "calc(100dvh - 260px)",
                  background: "#eef1f4",
                  borderRadius: 6,
                }}
              >
                {/* no loading bar of its own: the model is made before the viewer is shown */}
                <div slot="progress-bar" />
                <Button slot="ar-button" type="primary" size="large" data-testid="ar-in-room">
                  {t("ar.inRoom")}
                </Button>
              </model-viewer>
              {frame ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("ar.realSize", { width: frame.width, height: frame.height })}
                </Typography.Text>
              ) : null}
            </Flex>
            {wide ? (
              <Flex vertical gap={16} style={{ width: 240, flex: "none" }}>
                {qr ? (
                  <Flex vertical gap={8} align="center" data-testid="ar-qr">
                    <img src={qr} alt={t("ar.qr")} width={200} height={200} />
                    <Typography.Text type="secondary" style={{ textAlign: "center" }}>
                      {t("ar.qr")}
                    </Typography.Text>
                  </Flex>
                ) : null}
                {photoPath}
              </Flex>
            ) : !state || state.canAr ? null : (
              photoPath
            )}
          </Flex>
        )}
      </div>
    </Dialog>
  );
}
