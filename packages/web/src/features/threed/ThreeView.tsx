// The 3D view of a drawing (docs/scene.md): core's scene drawn by three.js — orbit, pan and zoom
// (touch too), the opening animation at three speeds, an explosion view, three qualities and a
// photo at twice the screen's resolution. Loaded only when opened (its own chunk).
import type { Scene } from "@fenestra/core/scene/scene";
import { Button, Flex, Segmented, Switch, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";
import { saveBlob } from "../../shared/files/save-blob.ts";
import { useThreedT } from "./i18n.ts";
import { buildThreeWindow } from "./three-scene.ts";

export type Quality = "low" | "middle" | "high";
export type Speed = "slow" | "normal" | "fast";
/** Seconds an opening takes at each speed. */
const SECONDS: Record<Speed, number> = { slow: 4, normal: 2, fast: 1 };
const PIXEL_RATIO: Record<Quality, number> = { low: 1, middle: 1.5, high: 2 };

type View = {
  renderer: THREE.WebGLRenderer;
  render: () => void;
  setQuality: (q: Quality) => void;
  setPose: (t: number, explode: number) => void;
  resize: () => void;
  dispose: () => void;
};

function createView(canvas: HTMLCanvasElement, scene3: Scene): View {
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 0.85;
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0xd9dee4);
  scene.environmentIntensity = 0.5;
  const pmrem = new THREE.PMREMGenerator(renderer);
  const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
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

  const render = () => renderer.render(scene, camera);
  controls.addEventListener("change", render);
  const resize = () => {
    const { clientWidth, clientHeight } = canvas;
    if (clientWidth === 0 || clientHeight === 0) return;
    renderer.setSize(clientWidth, clientHeight, false);
    camera.aspect = clientWidth / clientHeight;
    camera.updateProjectionMatrix();
    if (!framed) {
      framed = true;
      frameAll();
    }
    render();
  };
  const setQuality = (q: Quality) => {
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, PIXEL_RATIO[q]));
    renderer.shadowMap.enabled = q === "high";
    sun.castShadow = q === "high";
    scene.environment = q === "low" ? null : environment;
    hemi.intensity = q === "low" ? 1.4 : 0.7;
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
    resize,
    dispose: () => {
      controls.dispose();
      window3.dispose();
      environment.dispose();
      pmrem.dispose();
      floor.geometry.dispose();
      (floor.material as THREE.Material).dispose();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}

export default function ThreeView({ scene, fileName }: { scene: Scene; fileName: string }) {
  const t = useThreedT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const view = useRef<View | null>(null);
  const [quality, setQuality] = useState<Quality>("middle");
  const [speed, setSpeed] = useState<Speed>("normal");
  const [explode, setExplode] = useState(false);
  // where the animation is (0 closed … 1 open) and where it is going
  const progress = useRef(0);
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);

  useEffect(() => {
    if (!canvas.current) return;
    const v = createView(canvas.current, scene);
    view.current = v;
    v.setQuality("middle");
    const observer = new ResizeObserver(() => v.resize());
    observer.observe(canvas.current);
    return () => {
      observer.disconnect();
      v.dispose();
      view.current = null;
    };
  }, [scene]);

  useEffect(() => view.current?.setQuality(quality), [quality]);
  useEffect(() => view.current?.setPose(progress.current, explode ? 1 : 0), [explode]);

  // the opening animation: from where it is to open (or closed), at the chosen speed
  useEffect(() => {
    const target = open ? 1 : 0;
    if (progress.current === target) return;
    setMoving(true);
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      const dt = (now - last) / 1000;
      last = now;
      const delta = dt / SECONDS[speed];
      progress.current =
        target > progress.current
          ? Math.min(1, progress.current + delta)
          : Math.max(0, progress.current - delta);
      view.current?.setPose(progress.current, explode ? 1 : 0);
      if (progress.current !== target) frame = requestAnimationFrame(step);
      else setMoving(false);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [open, speed, explode]);

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

  return (
    <Flex vertical gap={8} style={{ height: "100%" }} data-testid="threed-view">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("hint")}
      </Typography.Text>
      <canvas
        ref={canvas}
        data-testid="threed-canvas"
        data-open={open ? "1" : "0"}
        data-moving={moving ? "1" : "0"}
        style={{ width: "100%", flex: 1, minHeight: 0, touchAction: "none", borderRadius: 6 }}
      />
      <Flex wrap gap={8} align="center">
        <Button type="primary" onClick={() => setOpen((o) => !o)} data-testid="threed-play">
          {open ? t("close") : t("open")}
        </Button>
        <Segmented<Speed>
          value={speed}
          onChange={setSpeed}
          options={(["slow", "normal", "fast"] as const).map((s) => ({ value: s, label: t(`speed.${s}`) }))}
          data-testid="threed-speed"
        />
        <Flex gap={4} align="center">
          <Switch checked={explode} onChange={setExplode} data-testid="threed-explode" />
          <Typography.Text>{t("explode")}</Typography.Text>
        </Flex>
        <Segmented<Quality>
          value={quality}
          onChange={setQuality}
          options={(["low", "middle", "high"] as const).map((q) => ({ value: q, label: t(`quality.${q}`) }))}
          data-testid="threed-quality"
        />
        <Button onClick={photo} data-testid="threed-photo">
          {t("photo")}
        </Button>
      </Flex>
    </Flex>
  );
}
