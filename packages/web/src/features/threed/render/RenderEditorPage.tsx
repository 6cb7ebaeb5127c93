// /renderV2: the effect rendering editor (docs/scene.md). The window is a saved one
// (?order_id&item_id, as /threed names it) or the design the drawing page hands over; the user
// uploads a photo of the facade or room (or takes one: "AR photo" on a phone), drags the four
// corners of the opening onto it, turns the sun and renders: the exact window drawn into the
// photo's perspective, step by step (low, middle, high) with each step's progress. The result
// downloads as a PNG of the photo's size and saves to the company's renders (/rendering).
import { CameraOutlined, DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { parseDesign } from "@fenestra/core/design/migrate";
import type { Design } from "@fenestra/core/design/model";
import { DEFAULT_RENDER_SETTINGS, RENDER_LIMITS } from "@fenestra/core/rendering/render-fields";
import {
  type Corners,
  checkCorners,
  RECESS_LIMITS,
  startingCorners,
  sunDirection,
  sunOnWall,
} from "@fenestra/core/scene/placement";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Flex, Grid, Input, Progress, Result, Spin, Typography } from "antd";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { newRequestKey } from "../../../shared/api/request-key.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { saveBlob } from "../../../shared/files/save-blob.ts";
import type { RenderEditorState } from "../../../shared/navigation/threed-link.ts";
import { BackTitledPage } from "../BackTitledPage.tsx";
import { useDesignScene, useOrderItem } from "../use-window-scene.ts";
import { CornerEditor, type Photo } from "./CornerEditor.tsx";
import { useRenderEditorT } from "./i18n.ts";
import { openingOf } from "./opening.ts";
import { RenderControls, type RenderOptions } from "./RenderControls.tsx";
import { renderPng, type SavedRender, saveRender } from "./render-save.ts";
import { type StepProgress, usePhotoRender } from "./use-photo-render.ts";

type LoadedPhoto = Photo & { file: Blob; image: HTMLImageElement };

/** The window to render: the saved order item in the address, or the design handed over. */
function useWindowToRender() {
  const [query] = useSearchParams();
  const location = useLocation();
  const fromOrder = query.has("order_id") || query.has("item_id");
  const saved = useOrderItem(query);
  const handed = useMemo<Design | null>(() => {
    const state = location.state as Partial<RenderEditorState> | null;
    if (fromOrder || !state?.design) return null;
    const parsed = parseDesign(state.design);
    return parsed.ok ? parsed.design : null;
  }, [fromOrder, location.state]);
  const design = fromOrder ? saved.design : handed;
  const { geometry, built } = useDesignScene(design);
  const name = fromOrder
    ? saved.item
      ? `${saved.order.data?.orderNo ?? saved.orderId}-${saved.item.windowNo || saved.itemId}`
      : ""
    : "";
  return {
    fromOrder,
    valid: fromOrder ? saved.valid : handed !== null,
    loading: (fromOrder && saved.valid && saved.order.isPending) || (design !== null && geometry.isPending),
    failed: saved.order.isError || geometry.isError,
    missing: fromOrder && saved.order.isSuccess && !saved.item,
    window: fromOrder && saved.item ? { orderId: saved.orderId, itemId: saved.itemId } : null,
    windowNo: saved.item ? saved.item.windowNo || String(saved.itemId) : null,
    name,
    built,
  };
}

/** Reads a picked picture file (its pixels' size and an address to show it); null when the browser cannot read it. */
function readPhoto(file: Blob): Promise<LoadedPhoto | null> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  return new Promise((resolve) => {
    image.onload = () =>
      resolve({ url, width: image.naturalWidth, height: image.naturalHeight, file, image });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
  });
}

function RenderEditorPage() {
  const t = useRenderEditorT();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? false;
  const target = useWindowToRender();
  const settings = useQuery(routeQuery(routes.renders.settings));

  const [photo, setPhoto] = useState<LoadedPhoto | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [corners, setCorners] = useState<Corners | null>(null);
  const [options, setOptions] = useState<RenderOptions>({
    quality: DEFAULT_RENDER_SETTINGS.quality,
    sun: DEFAULT_RENDER_SETTINGS.sun,
    wallFacing: 180,
    recess: RECESS_LIMITS.start,
  });
  // the company's settings, until the user changes anything
  const touched = useRef(false);
  useEffect(() => {
    const s = settings.data;
    if (s && !touched.current) setOptions((o) => ({ ...o, quality: s.quality, sun: s.sun }));
  }, [settings.data]);
  const changeOptions = (o: RenderOptions) => {
    touched.current = true;
    setOptions(o);
  };

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);
  const pickPhoto = async (file: File | undefined) => {
    if (!file) return;
    const read = await readPhoto(file);
    setUnreadable(read === null);
    if (!read) return;
    setPhoto(read);
    setCorners(startingCorners(read));
    setResult(null);
    setShowResult(false);
  };

  const check = useMemo(() => (corners ? checkCorners(corners, 8) : null), [corners]);
  const render3 = usePhotoRender();
  // the latest picture and how it was made (what Save stores)
  const [result, setResult] = useState<{
    picture: HTMLCanvasElement;
    corners: Corners;
    options: RenderOptions;
  } | null>(null);
  const [showResult, setShowResult] = useState(false);
  const [saved, setSaved] = useState<SavedRender | null>(null);
  const [saving, setSaving] = useState(false);
  const [title, setTitle] = useState("");
  useEffect(() => {
    if (target.name) setTitle((current) => current || target.name);
  }, [target.name]);
  const requestKey = useRef(newRequestKey());

  const startRender = () => {
    if (!photo || !corners || !check?.ok || !target.built) return;
    const used = { corners, options };
    setSaved(null);
    requestKey.current = newRequestKey();
    void render3.run(
      {
        scene: target.built.scene,
        photo: photo.image,
        corners,
        sun: options.sun,
        wallFacing: options.wallFacing,
        recess: options.recess,
      },
      options.quality,
      (picture) => {
        setResult({ picture, ...used });
        setShowResult(true);
      },
    );
  };

  const download = async () => {
    if (!result) return;
    saveBlob(await renderPng(result.picture), `${title.trim() || "render"}.png`);
  };
  const titleTooLong = title.trim().length > RENDER_LIMITS.title.max;
  const save = async () => {
    if (!result || !photo || !target.built) return;
    setSaving(true);
    try {
      setSaved(
        await saveRender(
          {
            photo: photo.image,
            photoFile: photo.file,
            image: result.picture,
            title: title.trim(),
            window: target.window,
            corners: result.corners,
            opening: openingOf(target.built.scene),
            quality: result.options.quality,
            sun: result.options.sun,
          },
          requestKey.current,
        ),
      );
    } catch {
      // the API client has shown what the server said
    } finally {
      setSaving(false);
    }
  };

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate("/orders"));
  const inShade = !sunOnWall(sunDirection(options.sun, options.wallFacing));

  let body: ReactNode;
  if (!target.valid || target.missing)
    body = (
      <Result
        status="warning"
        title={t("noWindow")}
        extra={
          <Link to="/orders" data-testid="render-to-orders">
            {t("toOrders")}
          </Link>
        }
      />
    );
  else if (target.failed) body = <Result status="warning" title={t("loadFailed")} />;
  else if (target.loading) body = <Spin style={{ margin: 48 }} />;
  else if (!target.built) body = <Empty description={t("empty")} />;
  else {
    const opening = openingOf(target.built.scene);
    const photoButtons = (
      <PhotoButtons phone={!wide} hasPhoto={photo !== null} onPick={(f) => void pickPhoto(f)} />
    );
    const stage =
      photo && corners && check ? (
        <CornerEditor
          photo={photo}
          corners={corners}
          check={check}
          onChange={setCorners}
          result={showResult && result ? result.picture : null}
        />
      ) : (
        <Flex
          vertical
          align="center"
          justify="center"
          gap={12}
          style={{ height: "100%", border: "1px dashed #d9d9d9", borderRadius: 6, padding: 16 }}
        >
          <Typography.Text type="secondary">{t("photo.hint")}</Typography.Text>
          {photoButtons}
        </Flex>
      );
    body = (
      <Flex vertical={!wide} gap={12} style={{ height: wide ? "100%" : undefined }}>
        <Flex vertical gap={6} flex={1} style={{ minWidth: 0 }}>
          <div style={{ height: wide ? "100%" : "56dvh", minHeight: 0, flex: wide ? 1 : undefined }}>
            {stage}
          </div>
          {photo && !showResult ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("corners.hint")}
            </Typography.Text>
          ) : null}
        </Flex>
        <Flex
          vertical
          gap={12}
          style={{ width: wide ? 320 : "100%", flex: "none", overflowY: wide ? "auto" : undefined }}
          data-testid="render-panel"
        >
          <Typography.Text strong data-testid="render-opening">
            {t("opening", opening)}
          </Typography.Text>
          {photo ? photoButtons : null}
          {unreadable ? <Alert type="error" showIcon title={t("photo.unreadable")} /> : null}
          <RenderControls options={options} onChange={changeOptions} inShade={inShade} />
          <Flex gap={8} wrap>
            <Button
              type="primary"
              onClick={startRender}
              disabled={!photo || !check?.ok || render3.running}
              loading={render3.running}
              data-testid="render-run"
            >
              {render3.running ? t("rendering") : t("render")}
            </Button>
            {result ? (
              <Button
                onClick={() => setShowResult((s) => !s)}
                data-testid="render-toggle"
                disabled={render3.running}
              >
                {showResult ? t("corners.edit") : t("render")}
              </Button>
            ) : null}
          </Flex>
          <StepsProgress steps={render3.steps} />
          {render3.failed ? <Alert type="error" showIcon title={t("failed")} /> : null}
          {result && !render3.running ? (
            <Flex vertical gap={8}>
              <Button
                icon={<DownloadOutlined />}
                onClick={() => void download()}
                data-testid="render-download"
              >
                {t("download")}
              </Button>
              <Input
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                placeholder={t("saveTitle")}
                aria-label={t("saveTitle")}
                status={titleTooLong ? "error" : undefined}
                data-testid="render-title"
              />
              <Button
                type="primary"
                onClick={() => void save()}
                loading={saving}
                disabled={!title.trim() || titleTooLong || saved !== null}
                data-testid="render-save"
              >
                {t("save")}
              </Button>
              {saved ? (
                <Alert
                  type="success"
                  showIcon
                  data-testid="render-saved"
                  title={t("saved")}
                  action={
                    <Link to="/rendering" data-testid="render-open-list">
                      {t("openRenders")}
                    </Link>
                  }
                />
              ) : null}
            </Flex>
          ) : null}
        </Flex>
      </Flex>
    );
  }
  return (
    <BackTitledPage
      title={target.windowNo ? t("titleOf", { window: target.windowNo }) : t("title")}
      back={{ onClick: back, label: t("back"), testId: "render-back" }}
      height={{ minHeight: "100dvh", height: wide ? "100dvh" : undefined }}
      testId="render-editor"
    >
      {body}
    </BackTitledPage>
  );
}

/** Upload a photo; on a phone also take one with the camera ("AR photo"). */
function PhotoButtons({
  phone,
  hasPhoto,
  onPick,
}: {
  phone: boolean;
  hasPhoto: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const t = useRenderEditorT();
  return (
    <Flex gap={8} wrap>
      <PhotoPicker
        icon={<UploadOutlined />}
        label={hasPhoto ? t("photo.replace") : t("photo.upload")}
        onPick={onPick}
        testId="render-photo-upload"
        fileTestId="render-photo-file"
      />
      {phone ? (
        <PhotoPicker
          camera
          icon={<CameraOutlined />}
          label={t("photo.camera")}
          onPick={onPick}
          testId="render-photo-camera"
          fileTestId="render-photo-camera-file"
        />
      ) : null}
    </Flex>
  );
}

/** A button that picks one picture: a file, or with `camera` one taken by the phone's back camera. */
function PhotoPicker({
  camera,
  icon,
  label,
  onPick,
  testId,
  fileTestId,
}: {
  camera?: boolean;
  icon: ReactNode;
  label: string;
  onPick: (file: File | undefined) => void;
  testId: string;
  fileTestId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture={camera ? "environment" : undefined}
        hidden
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = "";
        }}
        data-testid={fileTestId}
      />
      <Button icon={icon} onClick={() => input.current?.click()} data-testid={testId}>
        {label}
      </Button>
    </>
  );
}

/** Each step's bar: how far it is, and how long it took once done. */
function StepsProgress({ steps }: { steps: StepProgress[] }) {
  const t = useRenderEditorT();
  if (steps.length === 0) return null;
  return (
    <Flex vertical gap={2} data-testid="render-steps">
      {steps.map((s) => (
        <Flex
          key={s.step}
          gap={8}
          align="center"
          data-testid={`render-step-${s.step}`}
          data-done={s.seconds !== null ? "1" : "0"}
          data-seconds={s.seconds?.toFixed(2) ?? ""}
        >
          <Typography.Text style={{ width: 88, flex: "none" }}>{t(`step.${s.step}`)}</Typography.Text>
          <Progress
            percent={Math.round(s.share * 100)}
            size="small"
            status={s.seconds !== null ? "success" : s.share > 0 ? "active" : "normal"}
            format={() => (s.seconds !== null ? t("step.seconds", { seconds: s.seconds.toFixed(1) }) : "")}
            style={{ flex: 1, margin: 0 }}
          />
        </Flex>
      ))}
    </Flex>
  );
}

export const Component = withQueryClient(RenderEditorPage);
