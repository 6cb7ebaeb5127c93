// The 3D view of a drawing (docs/scene.md): core's scene drawn by three.js — orbit, pan and zoom
// (touch too), the opening animation at three speeds, an explosion view, three qualities, a
// photo at twice the screen's resolution, a video of the animation (where the browser records
// one), a background photo from a local file, and, on the /threed page, the plans and the order's
// facts. Loaded only when opened (its own chunk): the drawing page's dialog and /threed share it.
import type { Scene } from "@fenestra/core/scene/scene";
import { Button, Drawer, Flex, Grid, Segmented, Spin, Switch, Typography } from "antd";
import { type PointerEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { saveBlob } from "../../shared/files/save-blob.ts";
import { useThreedT } from "./i18n.ts";
import { MODEL_FORMATS, modelFile } from "./model-files.ts";
import { createView, type View } from "./view-renderer.ts";
import {
  QUALITIES,
  type Quality,
  SPEED_SECONDS,
  SPEEDS,
  type Speed,
  startingQuality,
  videoFormat,
} from "./view-settings.ts";
import { knownSoftware, rememberSoftware } from "./webgl-probe.ts";
import { isTap, type Press, pickedPlace } from "./window-pick.ts";

/** Moves `progress` to `target` (0 closed … 1 open), a full opening taking `seconds`, posing every frame. */
function animateTo(
  progress: { current: number },
  pose: (t: number) => void,
  target: number,
  seconds: number,
): { done: Promise<void>; cancel: () => void } {
  let frame = 0;
  let last = performance.now();
  const done = new Promise<void>((resolve) => {
    const step = (now: number) => {
      const delta = (now - last) / 1000 / seconds;
      last = now;
      progress.current =
        target > progress.current
          ? Math.min(1, progress.current + delta)
          : Math.max(0, progress.current - delta);
      pose(progress.current);
      if (progress.current !== target) frame = requestAnimationFrame(step);
      else resolve();
    };
    frame = requestAnimationFrame(step);
  });
  return { done, cancel: () => cancelAnimationFrame(frame) };
}

type Ref<T> = { current: T };

/**
 * Shows `next` in the view: its first frame at low quality (quick everywhere: software WebGL
 * makes the room light slowly), posed where the animation and the explosion view are; the chosen
 * quality follows once that frame is shown (two animation frames on).
 */
function showScene(
  v: View,
  next: Scene | null,
  s: {
    upgrade: Ref<number>;
    upgraded: Ref<boolean>;
    chosenQuality: Ref<Quality>;
    progress: Ref<number>;
    exploded: Ref<boolean>;
  },
) {
  cancelAnimationFrame(s.upgrade.current);
  s.upgraded.current = false;
  v.setQuality("low");
  v.setScene(next);
  if (!next) return;
  if (s.progress.current !== 0 || s.exploded.current)
    v.setPose(s.progress.current, s.exploded.current ? 1 : 0);
  s.upgrade.current = requestAnimationFrame(() => {
    s.upgrade.current = requestAnimationFrame(() => {
      s.upgraded.current = true;
      if (s.chosenQuality.current !== "low") v.setQuality(s.chosenQuality.current);
    });
  });
}

/**
 * The view and its controls. `plans` (the 2D drawing) and `detail` (the order item's facts) are
 * the page's: shown beside the canvas and in a drawer when given, their buttons absent when not;
 * so is `onAr` (the AR button: the page opens AR). With `onCopyPlan` a window (frame) is picked by
 * a click or tap on it, outlined, and the "copy plan" button hands the page the pick (null: none
 * picked; the page refuses, SPEC §5).
 */
export default function ThreeView({
  scene,
  fileName,
  plans,
  detail,
  onAr,
  onCopyPlan,
}: {
  /** The window; null while it is being read (the view gets ready meanwhile: its context, its shaders). */
  scene: Scene | null;
  fileName: string;
  plans?: ReactNode;
  detail?: ReactNode;
  onAr?: () => void;
  onCopyPlan?: (frameId: string | null) => void;
}) {
  const t = useThreedT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const view = useRef<View | null>(null);
  // multisampling where the context is known to be a GPU's; where that is not known yet, the view
  // is made without it, and made again with it if its context turns out to be a GPU's
  const [antialias, setAntialias] = useState(() => knownSoftware() === false);
  const [quality, setQuality] = useState<Quality>(() => startingQuality(knownSoftware() ?? true));
  const qualityChosen = useRef(false);
  const chooseQuality = (q: Quality) => {
    qualityChosen.current = true;
    setQuality(q);
  };
  const [speed, setSpeed] = useState<Speed>("normal");
  const [explode, setExplode] = useState(false);
  // where the animation is (0 closed … 1 open) and where it is going
  const progress = useRef(0);
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);

  // what showScene reads
  const chosenQuality = useRef(quality);
  chosenQuality.current = quality;
  const exploded = useRef(explode);
  exploded.current = explode;
  const upgraded = useRef(false);
  const upgrade = useRef(0);
  const sceneNow = useRef(scene);
  sceneNow.current = scene;
  const shown = useRef({ upgrade, upgraded, chosenQuality, progress, exploded });
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const v = createView(c, { antialias });
    rememberSoftware(v.software);
    if (!v.software && !antialias) {
      // a GPU's context: made again with multisampling, at the quality a GPU starts at
      v.dispose();
      if (!qualityChosen.current) setQuality(startingQuality(false));
      setAntialias(true);
      return;
    }
    view.current = v;
    if (sceneNow.current) showScene(v, sceneNow.current, shown.current);
    return () => {
      cancelAnimationFrame(upgrade.current);
      v.dispose();
      view.current = null;
    };
  }, [antialias]);
  // a new window drawn before the page is painted again (nothing of it picked)
  const [picked, setPicked] = useState<string | null>(null);
  useLayoutEffect(() => {
    setPicked(null);
    if (view.current) showScene(view.current, scene, shown.current);
  }, [scene]);
  useEffect(() => {
    view.current?.setPicked(picked);
  }, [picked]);
  // a tap or click on a window picks it (on nothing: none); a drag turns the view and picks nothing
  const press = useRef<Press | null>(null);
  const pointers = useRef(new Set<number>());
  const pointerDown = (e: PointerEvent) => {
    pointers.current.add(e.pointerId);
    press.current = pointers.current.size === 1 ? { x: e.clientX, y: e.clientY, time: e.timeStamp } : null;
  };
  const pointerUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    const down = press.current;
    press.current = null;
    if (!onCopyPlan || !down || e.button > 0 || !view.current) return;
    if (!isTap(down, { x: e.clientX, y: e.clientY, time: e.timeStamp })) return;
    setPicked(view.current.frameAt(e.clientX, e.clientY));
  };
  const pointerGone = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    press.current = null;
  };
  const place = pickedPlace(scene?.frames ?? [], picked);

  useEffect(() => {
    if (upgraded.current) view.current?.setQuality(quality);
  }, [quality]);
  const explodeShown = useRef(explode);
  useEffect(() => {
    if (explodeShown.current === explode) return;
    explodeShown.current = explode;
    view.current?.setPose(progress.current, explode ? 1 : 0);
  }, [explode]);

  // the opening animation: from where it is to open (or closed), at the chosen speed (a
  // recording runs its own)
  const [recording, setRecording] = useState(false);
  useEffect(() => {
    const target = open ? 1 : 0;
    if (recording || progress.current === target) return;
    setMoving(true);
    const pose = (t: number) => view.current?.setPose(t, explode ? 1 : 0);
    const animation = animateTo(progress, pose, target, SPEED_SECONDS[speed]);
    let live = true;
    void animation.done.then(() => live && setMoving(false));
    return () => {
      live = false;
      animation.cancel();
    };
  }, [open, speed, explode, recording]);

  // a video of the opening and closing at the chosen speed, where the browser can record one
  const [video] = useState(() =>
    typeof MediaRecorder === "undefined" || typeof HTMLCanvasElement.prototype.captureStream !== "function"
      ? null
      : videoFormat((mime) => MediaRecorder.isTypeSupported(mime)),
  );
  const record = async () => {
    const c = canvas.current;
    if (!c || !video || recording) return;
    setRecording(true);
    setOpen(false);
    setMoving(true);
    const pose = (t: number) => view.current?.setPose(t, explode ? 1 : 0);
    progress.current = 0;
    pose(0);
    const recorder = new MediaRecorder(c.captureStream(30), { mimeType: video.mime });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(250);
    await animateTo(progress, pose, 1, SPEED_SECONDS[speed]).done;
    await animateTo(progress, pose, 0, SPEED_SECONDS[speed]).done;
    recorder.stop();
    await stopped;
    saveBlob(new Blob(chunks, { type: video.mime }), `${fileName}-3d.${video.extension}`);
    setMoving(false);
    setRecording(false);
  };

  const photo = () =>
    void view.current?.photo(2).then((blob) => {
      if (blob) saveBlob(blob, `${fileName}-3d.png`);
    });

  // a photo behind the model: read from the chosen file in this browser only (never uploaded or stored)
  const [background, setBackground] = useState(false);
  const pickBackground = (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      view.current?.setBackground(image);
      setBackground(true);
    };
    image.onerror = () => URL.revokeObjectURL(url);
    image.src = url;
  };
  const clearBackground = () => {
    view.current?.setBackground(null);
    setBackground(false);
  };
  const backgroundInput = useRef<HTMLInputElement>(null);
  const [showPlans, setShowPlans] = useState(false);
  const [showDetail, setShowDetail] = useState(false);
  const wide = Grid.useBreakpoint().md ?? false;

  return (
    <Flex vertical gap={8} style={{ height: "100%" }} data-testid="threed-view">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("hint")}
        {onCopyPlan ? (
          <>
            {" · "}
            <span data-testid="threed-picked">
              {place ? t("copyPlan.picked", place) : t("copyPlan.pickHint")}
            </span>
          </>
        ) : null}
      </Typography.Text>
      <Flex vertical={!wide} gap={8} flex={1} style={{ minHeight: 0 }}>
        <div style={{ flex: 1, minWidth: 0, minHeight: 0, display: "flex", position: "relative" }}>
          <canvas
            key={antialias ? "multisampled" : "plain"}
            ref={canvas}
            data-testid="threed-canvas"
            data-open={open ? "1" : "0"}
            data-moving={moving ? "1" : "0"}
            data-quality={quality}
            data-exploded={explode ? "1" : "0"}
            data-background={background ? "1" : "0"}
            data-recording={recording ? "1" : "0"}
            data-picked={picked ?? ""}
            onPointerDown={pointerDown}
            onPointerUp={pointerUp}
            onPointerCancel={pointerGone}
            style={{ flex: 1, minWidth: 0, minHeight: 0, touchAction: "none", borderRadius: 6 }}
          />
          {scene ? null : (
            <Spin
              data-testid="threed-loading"
              style={{ position: "absolute", inset: 0, margin: "auto", height: "fit-content" }}
            />
          )}
        </div>
        {plans && showPlans ? (
          <div
            data-testid="threed-plans"
            style={{
              flex: wide ? "0 0 34%" : "0 0 32%",
              minWidth: 0,
              minHeight: 0,
              overflow: "auto",
              background: "#fff",
              borderRadius: 6,
              padding: 8,
            }}
          >
            {plans}
          </div>
        ) : null}
      </Flex>
      <Flex wrap gap={8} align="center">
        <Button
          type="primary"
          onClick={() => setOpen((o) => !o)}
          disabled={recording || !scene}
          data-testid="threed-play"
        >
          {open ? t("close") : t("open")}
        </Button>
        <Segmented<Speed>
          value={speed}
          onChange={setSpeed}
          disabled={recording}
          options={SPEEDS.map((s) => ({ value: s, label: t(`speed.${s}`) }))}
          data-testid="threed-speed"
        />
        <Flex gap={4} align="center">
          <Switch
            checked={explode}
            onChange={setExplode}
            data-testid="threed-explode"
            aria-label={t("explode")}
          />
          <Typography.Text>{t("explode")}</Typography.Text>
        </Flex>
        <Flex gap={4} align="center">
          <Typography.Text type="secondary">{t("qualityLabel")}</Typography.Text>
          <Segmented<Quality>
            value={quality}
            onChange={chooseQuality}
            options={QUALITIES.map((q) => ({ value: q, label: t(`quality.${q}`) }))}
            data-testid="threed-quality"
          />
        </Flex>
        <Button onClick={photo} disabled={!scene} data-testid="threed-photo">
          {t("photo")}
        </Button>
        {video ? (
          <Button
            onClick={() => void record()}
            loading={recording}
            disabled={!scene}
            data-testid="threed-record"
          >
            {recording ? t("recording") : t("record")}
          </Button>
        ) : null}
        <input
          ref={backgroundInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="threed-background-file"
          onChange={(e) => {
            pickBackground(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <Button onClick={() => backgroundInput.current?.click()} data-testid="threed-background">
          {t("background.upload")}
        </Button>
        {background ? (
          <Button onClick={clearBackground} data-testid="threed-background-clear">
            {t("background.clear")}
          </Button>
        ) : null}
        {plans ? (
          <Button
            type={showPlans ? "primary" : "default"}
            ghost={showPlans}
            onClick={() => setShowPlans((s) => !s)}
            data-testid="threed-plans-toggle"
          >
            {t("plans")}
          </Button>
        ) : null}
        {onCopyPlan ? (
          <Button onClick={() => onCopyPlan(picked)} disabled={!scene} data-testid="threed-copy-plan">
            {t("copyPlan.button")}
          </Button>
        ) : null}
        {onAr ? (
          <Button onClick={onAr} data-testid="threed-ar">
            {t("ar.open")}
          </Button>
        ) : null}
        {MODEL_FORMATS.map((format) => (
          <Button
            key={format}
            disabled={!scene}
            onClick={() =>
              scene && void modelFile(scene, format).then((file) => saveBlob(file, `${fileName}.${format}`))
            }
            data-testid={`threed-download-${format}`}
          >
            {t(`download.${format}`)}
          </Button>
        ))}
        {detail ? (
          <Button onClick={() => setShowDetail(true)} data-testid="threed-detail-toggle">
            {t("detail.title")}
          </Button>
        ) : null}
      </Flex>
      {detail ? (
        <Drawer
          open={showDetail}
          onClose={() => setShowDetail(false)}
          title={t("detail.title")}
          placement={wide ? "right" : "bottom"}
          size={wide ? 360 : "50%"}
          data-testid="threed-detail"
        >
          {detail}
        </Drawer>
      ) : null}
    </Flex>
  );
}
