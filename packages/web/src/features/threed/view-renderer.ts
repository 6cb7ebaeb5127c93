// The 3D view's renderer (docs/scene.md "The 3D view in the web"): one WebGL context per view,
// made as the view mounts — on /threed while the order and its series are still being read — with
// its lights, camera and controls, and the programs of the first frame compiled in the
// background (the shaders are the slow part of a first frame in software WebGL). The window
// (core's scene through buildThreeWindow) comes when its scene does, and can be replaced. Frames
// are drawn on demand: at most one per animation frame, and only when something changed.
import type { Scene } from "@fenestra/core/scene/scene";
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";
import { buildThreeWindow, FIRST_FRAME_MATERIALS, type ThreeWindow } from "./three-scene.ts";
import {
  nextOrbitScale,
  ORBIT_SCALE,
  orbitSettings,
  type Quality,
  type RendererSettings,
  rendererSettings,
  SOFTWARE_ORBIT_SCALE,
} from "./view-settings.ts";
import { contextIsSoftware } from "./webgl-probe.ts";

export type View = {
  renderer: THREE.WebGLRenderer;
  /** Whether this context draws in software (SwiftShader, llvmpipe): asked of the view's own context. */
  software: boolean;
  /** Draws the window of `scene` (null: none); the camera frames the first one. */
  setScene: (scene: Scene | null) => void;
  /** Draws a frame now. */
  render: () => void;
  setQuality: (q: Quality) => void;
  setPose: (t: number, explode: number) => void;
  /** A photo behind the model (covering the canvas, cropped to its shape); null: the plain backdrop. */
  setBackground: (image: HTMLImageElement | null) => void;
  /** The frame (window) drawn at the page point (`clientX`, `clientY`); null where there is none. */
  frameAt: (clientX: number, clientY: number) => string | null;
  /** Shows the frame `frameId` as picked (null: none). */
  setPicked: (frameId: string | null) => void;
  /** The picture at `scale` times the pixels it is drawn at, as a PNG. */
  photo: (scale: number) => Promise<Blob | null>;
  dispose: () => void;
};

/**
 * A performance mark (the latest one of its name only) with what the renderer holds on the GPU:
 * "threed:first-frame" when the first frame with the window is drawn, "threed:disposed" once all
 * is freed. The 3D benchmark reads them (bench/threed); they cost nothing otherwise.
 */
function mark(name: string, renderer: THREE.WebGLRenderer) {
  const { geometries, textures } = renderer.info.memory;
  performance.clearMarks(name);
  performance.mark(name, { detail: { geometries, textures, programs: renderer.info.programs?.length ?? 0 } });
}

/** A performance mark of a step toward the first frame (the latest of its name only): the benchmark prints them. */
function step(name: string) {
  performance.clearMarks(name);
  performance.mark(name);
}

/**
 * Frees the textures three.js shares between all renderers of the page (the lighting lookup table
 * of its physical materials): each renderer that drew one keeps a listener on it, so without this
 * every 3D view left would stay in memory with its renderer (the next view makes it again).
 */
function releaseSharedTextures(renderer: THREE.WebGLRenderer, materials: Iterable<THREE.Material>) {
  const shared = new Set<THREE.Texture>();
  for (const m of materials) {
    const uniforms = (renderer.properties.get(m) as { uniforms?: Record<string, { value?: unknown }> })
      .uniforms;
    const lut = uniforms?.dfgLUT?.value;
    if (lut instanceof THREE.Texture) shared.add(lut);
  }
  for (const t of shared) t.dispose();
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
 * The view on `canvas`. `antialias`: multisampling (it costs a software renderer several times
 * the frame, so the view is first made without it and made again with it where the context
 * turns out to be a GPU's: ThreeView).
 */
export function createView(canvas: HTMLCanvasElement, { antialias }: { antialias: boolean }): View {
  step("threed:view-start");
  // the drawing buffer made at the size the first frame is drawn at, not resized from the
  // canvas's default (a new buffer is slow in software WebGL: it waits for the GPU process)
  const startRatio = rendererSettings("low", window.devicePixelRatio).pixelRatio;
  if (canvas.clientWidth > 0 && canvas.clientHeight > 0) {
    canvas.width = Math.floor(Math.round(canvas.clientWidth) * startRatio);
    canvas.height = Math.floor(Math.round(canvas.clientHeight) * startRatio);
  }
  const renderer = new THREE.WebGLRenderer({ canvas, antialias, preserveDrawingBuffer: true });
  const software = contextIsSoftware(renderer.getContext());
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
  const hemi = new THREE.HemisphereLight(0xffffff, 0x6d6d6d, 0.7);
  scene.add(hemi);
  const sun = new THREE.DirectionalLight(0xffffff, 2.4);
  sun.shadow.mapSize.set(2048, 2048);
  scene.add(sun);
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(1, 1), new THREE.ShadowMaterial({ opacity: 0.18 }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  const camera = new THREE.PerspectiveCamera(35, 1, 0.01, 100);
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = false;
  // OrbitControls listens for keys on the canvas's document and, when disposed, removes that
  // listener from the canvas's root node then: a canvas already taken out of the page (React
  // removes it before the view is disposed) is its own root, so the document would keep the
  // listener, and through it the controls, this view and its window, after every visit
  const root = canvas.getRootNode();
  const keyListeners = controls as unknown as {
    _interceptControlDown?: EventListener;
    _interceptControlUp?: EventListener;
  };

  let window3: ThreeWindow | null = null;
  let framed = false;
  /** Sun, shadow camera and floor sized to the window; the whole window in view (whatever the canvas's shape). */
  const fit = (size: THREE.Vector3) => {
    const { x: w, y: h, z: d } = size;
    const span = Math.max(w, h, 0.5);
    sun.position.set(-span * 1.2, span * 1.6, span * 1.8);
    const cam = sun.shadow.camera as THREE.OrthographicCamera;
    cam.left = -span;
    cam.right = span;
    cam.top = span * 1.5;
    cam.bottom = -span;
    cam.updateProjectionMatrix();
    floor.scale.set(span * 6, span * 6, 1);
    controls.target.set(0, h / 2, 0);
    const half = Math.tan((camera.fov * Math.PI) / 360);
    const distance = Math.max(h / 2 / half, w / 2 / (half * camera.aspect)) * 1.25 + d;
    camera.position.set(distance * 0.3, h * 0.55, distance);
    controls.update();
  };

  // the programs of the first frame (low quality: no shadows, no room light), built while the
  // window is still on its way: a triangle of no size in each kind of material, compiled with the
  // scene's lights (renderer.compile: the GPU compiles and links them while the page goes on;
  // where the context compiles in parallel, KHR_parallel_shader_compile, nothing waits for them
  // before the first frame uses them), kept until the window's own materials hold the programs
  // (freeing them first would free the programs)
  const warm = new THREE.Group();
  const warmGeometry = new THREE.BufferGeometry();
  warmGeometry.setAttribute("position", new THREE.BufferAttribute(new Float32Array(9), 3));
  warmGeometry.setAttribute(
    "normal",
    new THREE.BufferAttribute(new Float32Array([0, 0, 1, 0, 0, 1, 0, 0, 1]), 3),
  );
  warmGeometry.setIndex(new THREE.BufferAttribute(new Uint32Array([0, 1, 2]), 1));
  const warmMaterials = FIRST_FRAME_MATERIALS();
  for (const m of warmMaterials) {
    const mesh = new THREE.Mesh(warmGeometry, m);
    mesh.frustumCulled = false;
    warm.add(mesh);
  }
  scene.add(warm);
  const releaseWarm = () => {
    if (!warm.parent) return;
    scene.remove(warm);
    warmGeometry.dispose();
    for (const m of warmMaterials) m.dispose();
  };
  /**
   * Sends the first frame's programs to the GPU without waiting for them: not drawn (a draw, or
   * anything that reads a program's uniforms, would wait until the GPU has linked it).
   */
  const warmUp = () => {
    renderer.compile(scene, camera);
    warm.visible = false;
    renderer.getContext().flush();
  };

  // the drawing buffer: its size in CSS pixels and its pixels per CSS pixel, changed (a new
  // buffer: slow in software WebGL) only when one of them does
  let width = canvas.clientWidth;
  let height = canvas.clientHeight;
  let pixelRatio = 1;
  let scale = 1;
  let sized = false;
  const applySize = () => {
    const ratio = pixelRatio * scale;
    if (width === 0 || height === 0) return;
    const size = renderer.getSize(new THREE.Vector2());
    const same = size.x === width && size.y === height && renderer.getPixelRatio() === ratio;
    if (same && sized) return;
    sized = true;
    if (!same) renderer.setDrawingBufferSize(width, height, ratio);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    if (photo) coverCanvas(photo, width / height);
    if (window3 && !framed) {
      framed = true;
      fit(window3.size);
    }
    invalidate();
  };
  const resize = (w: number, h: number) => {
    width = Math.round(w);
    height = Math.round(h);
    applySize();
  };
  const observer = new ResizeObserver(([entry]) => {
    if (entry) resize(entry.contentRect.width, entry.contentRect.height);
  });
  observer.observe(canvas);

  let drawn = false;
  const render = () => {
    if (pending) cancelAnimationFrame(pending);
    pending = 0;
    renderer.render(scene, camera);
    const { calls, triangles } = renderer.info.render;
    performance.clearMarks("threed:render");
    performance.mark("threed:render", { detail: { calls, triangles } });
    adapt(performance.now());
    if (!drawn && window3) {
      drawn = true;
      mark("threed:first-frame", renderer);
      releaseWarm();
    }
  };
  // on demand: one frame at the next animation frame, however many changes came before it
  let pending = 0;
  const invalidate = () => {
    if (!pending) pending = requestAnimationFrame(render);
  };
  // while the view is turned it draws at a share of its pixels that holds the frame rate
  // (nextOrbitScale: a software renderer starting at half, a GPU at all of them), the whole
  // picture once it stops; the share it came to is where the next turn starts
  const orbitMax = software ? SOFTWARE_ORBIT_SCALE : 1;
  let orbitScale = orbitMax;
  let turning = false;
  let frames: number[] = [];
  controls.addEventListener("start", () => {
    turning = true;
    frames = [];
    scale = orbitScale;
    applySize();
    applyLight(orbitSettings(settings, software));
  });
  controls.addEventListener("end", () => {
    turning = false;
    scale = 1;
    applySize();
    applyLight(settings);
  });
  /** Called with each frame drawn: while turning, the share follows the frame rate. */
  const adapt = (now: number) => {
    if (!turning) return;
    frames.push(now);
    if (frames.length <= ORBIT_SCALE.frames) return;
    const mean = (frames.at(-1)! - frames[0]!) / (frames.length - 1);
    frames = [now];
    const next = nextOrbitScale(orbitScale, mean, orbitMax);
    if (next === orbitScale) return;
    orbitScale = next;
    scale = next;
    applySize();
  };
  controls.addEventListener("change", invalidate);
  /** Shadows, room light and sky light as `light` asks; the materials' programs follow (made once each, then reused). */
  let lit: RendererSettings | null = null;
  const applyLight = (light: RendererSettings) => {
    if (
      lit?.shadows === light.shadows &&
      lit.environment === light.environment &&
      lit.hemisphere === light.hemisphere &&
      lit.shading === light.shading
    )
      return;
    const programs = lit !== null && (lit.shadows !== light.shadows || lit.environment !== light.environment);
    lit = light;
    renderer.shadowMap.enabled = light.shadows;
    sun.castShadow = light.shadows;
    // the floor only catches shadows: without them it is not drawn (nor its shader made)
    floor.visible = light.shadows;
    scene.environment = light.environment ? roomLight() : null;
    hemi.intensity = light.hemisphere;
    window3?.setShading(light.shading);
    if (programs)
      scene.traverse((o) => {
        if (o instanceof THREE.Mesh) {
          const mats = Array.isArray(o.material) ? o.material : [o.material];
          for (const m of mats) m.needsUpdate = true;
        }
      });
    invalidate();
  };
  let settings = rendererSettings("low", window.devicePixelRatio);
  const applyQuality = (q: Quality) => {
    settings = rendererSettings(q, window.devicePixelRatio);
    pixelRatio = settings.pixelRatio;
    applySize();
    applyLight(turning ? orbitSettings(settings, software) : settings);
  };
  applyQuality("low");
  warmUp();
  step("threed:view-ready");

  return {
    renderer,
    software,
    render,
    setScene: (next) => {
      if (next) step("threed:scene");
      if (window3) {
        scene.remove(window3.root);
        window3.dispose();
      }
      window3 = next ? buildThreeWindow(next) : null;
      if (!window3) return;
      if (lit) window3.setShading(lit.shading);
      step("threed:window-built");
      scene.add(window3.root);
      // framed now where the canvas has its size, else when it gets one
      framed = width > 0 && height > 0;
      if (framed) fit(window3.size);
      render();
    },
    frameAt: (clientX, clientY) => {
      if (!window3) return null;
      const r = canvas.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      const at = new THREE.Vector2(
        ((clientX - r.left) / r.width) * 2 - 1,
        -((clientY - r.top) / r.height) * 2 + 1,
      );
      const ray = new THREE.Raycaster();
      ray.setFromCamera(at, camera);
      return window3.frameAt(ray);
    },
    setPicked: (frameId) => {
      window3?.showPicked(frameId);
      invalidate();
    },
    setQuality: (q) => {
      applyQuality(q);
      invalidate();
    },
    setPose: (t, explode) => {
      window3?.pose(t, explode);
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
      if (photo) coverCanvas(photo, width / height);
      invalidate();
    },
    photo: (times) =>
      new Promise((resolve) => {
        scale = times;
        applySize();
        render();
        canvas.toBlob((blob) => {
          scale = 1;
          applySize();
          resolve(blob);
        }, "image/png");
      }),
    dispose: () => {
      if (pending) cancelAnimationFrame(pending);
      pending = 0;
      observer.disconnect();
      photo?.dispose();
      controls.dispose();
      for (const listener of [keyListeners._interceptControlDown, keyListeners._interceptControlUp])
        if (listener)
          for (const type of ["keydown", "keyup"])
            root.removeEventListener(type, listener, { capture: true });
      releaseSharedTextures(renderer, [...(window3?.materials ?? []), ...warmMaterials]);
      releaseWarm();
      window3?.dispose();
      environment?.dispose();
      floor.geometry.dispose();
      (floor.material as THREE.Material).dispose();
      renderer.dispose();
      renderer.forceContextLoss();
      mark("threed:disposed", renderer);
    },
  };
}
