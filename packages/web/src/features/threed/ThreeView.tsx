// The 3D view of a drawing (docs/scene.md): core's scene drawn by three.js — orbit, pan and zoom
// (touch too), the opening animation at three speeds, an explosion view, three qualities, a
// photo at twice the screen's resolution, a video of the animation (where the browser records
// one), a background photo from a local file, and, on the /threed page, the plans and the order's
// facts. Loaded only when opened (its own chunk): the drawing page's dialog and /threed share it.
import type { Scene } from "@fenestra/core/scene/scene";
import { Button, Drawer, Flex, Grid, Segmented, Switch, Typography } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";
import { saveBlob } from "../../shared/files/save-blob.ts";
import { useThreedT } from "./i18n.ts";
import { MODEL_FORMATS, modelFile } from "./model-files.ts";
import { buildThreeWindow } from "./three-scene.ts";
import {
  QUALITIES,
  type Quality,
  rendererSettings,
  SOFTWARE_ORBIT_SCALE,
  SPEED_SECONDS,
  SPEEDS,
  type Speed,
  startingQuality,
  videoFormat,
} from "./view-settings.ts";
import { softwareWebGL } from "./webgl-probe.ts";

type View = {
  renderer: THREE.WebGLRenderer;
  render: () => void;
  setQuality: (q: Quality) => void;
  setPose: (t: number, explode: number) => void;
  /** A photo behind the model (covering the canvas, cropped to its shape); null: the plain backdrop. */
  setBackground: (image: HTMLImageElement | null) => void;
  resize: () => void;
  dispose: () => void;
};

/**
 * A performance mark (the latest one of its name only) with what the renderer holds on the GPU:
 * "threed:first-frame" when the first frame is drawn, "threed:disposed" once all is freed. The 3D
 * benchmark reads them (bench/threed); they cost nothing otherwise.
 */
function mark(name: string, renderer: THREE.WebGLRenderer) {
  const { geometries, textures } = renderer.info.memory;
  performance.clearMarks(name);
  performance.mark(name, { detail: { geometries, textures, programs: renderer.info.programs?.length ?? 0 } });
}

/**
 * Frees the textures three.js shares between all renderers of the page (the lighting lookup table
 * of its physical materials): each renderer that drew one keeps a listener on it, so without this
 * every 3D view left would stay in memory with its renderer (the next view makes it again).
 */
function releaseSharedTextures(renderer: THREE.WebGLRenderer, scene: THREE.Scene) {
  const shared = new Set<THREE.Texture>();
  scene.traverse((o) => {
    if (!(o instanceof THREE.Mesh)) return;
    for (const m of Array.isArray(o.material) ? o.material : [o.material]) {
      const uniforms = (renderer.properties.get(m) as { uniforms?: Record<string, { value?: unknown }> })
        .uniforms;
      const lut = uniforms?.dfgLUT?.value;
      if (lut instanceof THREE.Texture) shared.add(lut);
    }
  });
  for (const t of shared) t.dispose();
}

function createView(canvas: HTMLCanvasElement, scene3: Scene): View {
  // multisampling costs a software renderer several times the frame: its edges stay plain there
  const software = softwareWebGL();
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: !software, preserveDrawingBuffer: true });
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 0.85;
  const scene = new THREE.Scene();
  const backdrop = new THREE.Color(0xc8d0d9);
  scene.background = backdrop;
  let photo: THREE.Texture | null = null;
  scene.environmentIntensity = 0.5;
  // the room light is made when a quality first asks for it (slow in software WebGL: the first
  // frame is drawn without it); what made it is freed at once
  let environment: THREE.WebGLRenderTarget | null = null;
  const roomLight = () => {
    if (!environment) {
      const pmrem = new THREE.PMREMGenerator(renderer);
      const room = new RoomEnvironment();
      environment = pmrem.fromScene(room, 0.04);
      room.dispose();
      pmrem.dispose();
    }
    return environment.texture;
  };
  const window3 = buildThreeWindow(scene3);
  scene.add(window3.root);
  const hemi = new THREE.HemisphereLight(0xffffff, 0x6d6d6d, 0.7);
  scene.add(hemi);
  const sun = new THREE.DirectionalLight(0xffffff, 2.4);
  const { x: w, y: h, z: d } = window3.size;
  const span = Math.max(w, h, 0.5);
  sun.position.set(-span * 1.2, span * 1.6, span * 1.8);
  sun.shadow.mapSize.set(2048, 2048);
  const cam = sun.shadow.camera as THREE.OrthographicCamera;
  cam.left = -span;
  cam.right = span;
  cam.top = span * 1.5;
  cam.bottom = -span;
  scene.add(sun);
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(span * 6, span * 6),
    new THREE.ShadowMaterial({ opacity: 0.18 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);

  const camera = new THREE.PerspectiveCamera(35, 1, 0.01, 100);
  const controls = new OrbitControls(camera, canvas);
  controls.target.set(0, h / 2, 0);
  controls.enableDamping = false;
  // the whole window in view, whatever the canvas's shape (a phone's is tall and narrow)
  const frameAll = () => {
    const half = Math.tan((camera.fov * Math.PI) / 360);
    const distance = Math.max(h / 2 / half, w / 2 / (half * camera.aspect)) * 1.25 + d;
    camera.position.set(distance * 0.3, h * 0.55, distance);
    controls.update();
  };
  let framed = false;

  // a software renderer draws at a share of the pixels while the view is turned, the whole
  // picture once it stops
  let pixelRatio = 1;
  if (software) {
    controls.addEventListener("start", () => renderer.setPixelRatio(pixelRatio * SOFTWARE_ORBIT_SCALE));
    controls.addEventListener("end", () => {
      renderer.setPixelRatio(pixelRatio);
      render();
    });
  }
  let drawn = false;
  const render = () => {
    renderer.render(scene, camera);
    if (!drawn) {
      drawn = true;
      mark("threed:first-frame", renderer);
    }
  };
  controls.addEventListener("change", render);
  const resize = () => {
    const { clientWidth, clientHeight } = canvas;
    if (clientWidth === 0 || clientHeight === 0) return;
    renderer.setSize(clientWidth, clientHeight, false);
    camera.aspect = clientWidth / clientHeight;
    camera.updateProjectionMatrix();
    if (photo) coverCanvas(photo, clientWidth / clientHeight);
    if (!framed) {
      framed = true;
      frameAll();
    }
    render();
  };
  const setQuality = (q: Quality) => {
    const settings = rendererSettings(q, window.devicePixelRatio);
    pixelRatio = settings.pixelRatio;
    renderer.setPixelRatio(pixelRatio);
    renderer.shadowMap.enabled = settings.shadows;
    sun.castShadow = settings.shadows;
    // the floor only catches shadows: without them it is not drawn (nor its shader made)
    floor.visible = settings.shadows;
    scene.environment = settings.environment ? roomLight() : null;
    hemi.intensity = settings.hemisphere;
    scene.traverse((o) => {
      if (o instanceof THREE.Mesh) {
        const mats = Array.isArray(o.material) ? o.material : [o.material];
        for (const m of mats) m.needsUpdate = true;
      }
    });
    resize();
  };
  return {
    renderer,
    render,
    setQuality,
    setPose: (t, explode) => {
      window3.pose(t, explode);
      render();
    },
    setBackground: (image) => {
      photo?.dispose();
      photo = null;
      if (image) {
        photo = new THREE.Texture(image);
        photo.colorSpace = THREE.SRGBColorSpace;
        photo.needsUpdate = true;
      }
      scene.background = photo ?? backdrop;
      resize();
    },
    resize,
    dispose: () => {
      photo?.dispose();
      controls.dispose();
      releaseSharedTextures(renderer, scene);
      window3.dispose();
      environment?.dispose();
      floor.geometry.dispose();
      (floor.material as THREE.Material).dispose();
      renderer.dispose();
      renderer.forceContextLoss();
      mark("threed:disposed", renderer);
    },
  };
}

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

/** Crops a background texture to the canvas's shape (as CSS's object-fit: cover). */
function coverCanvas(texture: THREE.Texture, aspect: number) {
  const image = texture.image as HTMLImageElement;
  const imageAspect = image.naturalWidth / Math.max(1, image.naturalHeight);
  if (imageAspect > aspect) {
    texture.repeat.set(aspect / imageAspect, 1);
    texture.offset.set((1 - aspect / imageAspect) / 2, 0);
  } else {
    texture.repeat.set(1, imageAspect / aspect);
    texture.offset.set(0, (1 - imageAspect / aspect) / 2);
  }
}

/**
 * The view and its controls. `plans` (the 2D drawing) and `detail` (the order item's facts) are
 * the page's: shown beside the canvas and in a drawer when given, their buttons absent when not;
 * so is `onAr` (the AR button: the page opens AR).
 */
export default function ThreeView({
  scene,
  fileName,
  plans,
  detail,
  onAr,
}: {
  scene: Scene;
  fileName: string;
  plans?: ReactNode;
  detail?: ReactNode;
  onAr?: () => void;
}) {
  const t = useThreedT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const view = useRef<View | null>(null);
  const [quality, setQuality] = useState<Quality>(() => startingQuality(softwareWebGL()));
  const [speed, setSpeed] = useState<Speed>("normal");
  const [explode, setExplode] = useState(false);
  // where the animation is (0 closed … 1 open) and where it is going
  const progress = useRef(0);
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);

  // the first frame at low quality (quick everywhere: software WebGL makes the room light slowly);
  // the chosen quality follows once that frame is shown (two animation frames on)
  const chosenQuality = useRef(quality);
  chosenQuality.current = quality;
  const upgraded = useRef(false);
  useEffect(() => {
    if (!canvas.current) return;
    const v = createView(canvas.current, scene);
    view.current = v;
    upgraded.current = false;
    v.setQuality("low");
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        upgraded.current = true;
        if (chosenQuality.current !== "low") v.setQuality(chosenQuality.current);
      });
    });
    const observer = new ResizeObserver(() => v.resize());
    observer.observe(canvas.current);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      v.dispose();
      view.current = null;
    };
  }, [scene]);

  useEffect(() => {
    if (upgraded.current) view.current?.setQuality(quality);
  }, [quality]);
  useEffect(() => view.current?.setPose(progress.current, explode ? 1 : 0), [explode]);

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

  const photo = () => {
    const v = view.current;
    if (!v) return;
    const ratio = v.renderer.getPixelRatio();
    v.renderer.setPixelRatio(ratio * 2);
    v.resize();
    v.render();
    v.renderer.domElement.toBlob((blob) => {
      if (blob) saveBlob(blob, `${fileName}-3d.png`);
      v.renderer.setPixelRatio(ratio);
      v.resize();
    }, "image/png");
  };

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
      </Typography.Text>
      <Flex vertical={!wide} gap={8} flex={1} style={{ minHeight: 0 }}>
        <canvas
          ref={canvas}
          data-testid="threed-canvas"
          data-open={open ? "1" : "0"}
          data-moving={moving ? "1" : "0"}
          data-quality={quality}
          data-exploded={explode ? "1" : "0"}
          data-background={background ? "1" : "0"}
          data-recording={recording ? "1" : "0"}
          style={{ flex: 1, minWidth: 0, minHeight: 0, touchAction: "none", borderRadius: 6 }}
        />
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
          disabled={recording}
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
            onChange={setQuality}
            options={QUALITIES.map((q) => ({ value: q, label: t(`quality.${q}`) }))}
            data-testid="threed-quality"
          />
        </Flex>
        <Button onClick={photo} data-testid="threed-photo">
          {t("photo")}
        </Button>
        {video ? (
          <Button onClick={() => void record()} loading={recording} data-testid="threed-record">
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
        {onAr ? (
          <Button onClick={onAr} data-testid="threed-ar">
            {t("ar.open")}
          </Button>
        ) : null}
        {MODEL_FORMATS.map((format) => (
          <Button
            key={format}
            onClick={() =>
              void modelFile(scene, format).then((file) => saveBlob(file, `${fileName}.${format}`))
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
