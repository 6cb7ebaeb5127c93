// The effect render (docs/scene.md): core's scene of the window, drawn by three.js into the
// perspective of a photo. The camera is the one that took the photo (photo-camera.ts); the window is the 3D
// view's own (buildThreeWindow: one drawing pipeline, its geometry never changed). Around the
// opening an invisible wall hides what the real wall hides and takes the shadows on its reveal;
// the light comes from the photo (its average colours; at middle and high the photo itself as the
// environment the glass reflects) and from a sun the user turns. Loaded only by the editor.
import { cameraFromCorners } from "@fenestra/core/scene/homography";
import { type Corners, sunDirection, sunOnWall } from "@fenestra/core/scene/placement";
import type { Scene } from "@fenestra/core/scene/scene";
import * as THREE from "three";
import { buildThreeWindow } from "../three-scene.ts";
import type { Quality } from "../view-settings.ts";
import { openingOf } from "./opening.ts";
import { photoCamera } from "./photo-camera.ts";
import { exposureFor, photoLight, stepSettings } from "./render-steps.ts";

export type RenderRequest = {
  scene: Scene;
  photo: HTMLImageElement;
  corners: Corners;
  sun: { azimuth: number; elevation: number };
  /** The compass direction the wall faces, degrees from north. */
  wallFacing: number;
  /** How far the window sits back from the wall's face in the opening, mm (its reveal shows that deep). */
  recess: number;
};

/** Lets the page paint (the progress bar) between the heavy parts of a step. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How deep the wall is around the opening, beyond the window's own depth, metres. */
const WALL_EXTRA = 0.08;
/** How far the invisible wall reaches round the opening, metres. */
const WALL_REACH = 4;

/**
 * A renderer for one photo and one window, drawing step after step (low, middle, high) into a
 * picture of the photo's size. `dispose` frees its WebGL context.
 */
export function createPhotoRenderer() {
  const canvas = document.createElement("canvas");
  const renderer = new THREE.WebGLRenderer({
    canvas,
    alpha: true,
    antialias: true,
    preserveDrawingBuffer: true,
    premultipliedAlpha: true,
  });
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.setClearColor(0x000000, 0);
  const maxSide = Math.min(renderer.capabilities.maxTextureSize, 8192);
  const pmrem = new THREE.PMREMGenerator(renderer);
  // the photo's light, made once per photo
  let lightOf: {
    photo: HTMLImageElement;
    environment: THREE.Texture | null;
    light: ReturnType<typeof photoLight>;
  } | null = null;
  const disposables: { dispose: () => void }[] = [];

  const readLight = (photo: HTMLImageElement) => {
    if (lightOf?.photo === photo) return lightOf;
    lightOf?.environment?.dispose();
    // a small copy of the photo: its average colours, and the picture the glass reflects
    const small = document.createElement("canvas");
    small.width = 256;
    small.height = 128;
    const ctx = small.getContext("2d", { willReadFrequently: true });
    if (!ctx) throw new Error("no 2D canvas");
    ctx.drawImage(photo, 0, 0, small.width, small.height);
    const light = photoLight(
      ctx.getImageData(0, 0, small.width, small.height).data,
      small.width,
      small.height,
    );
    lightOf = { photo, environment: null, light };
    return lightOf;
  };
  const environmentOf = (photo: HTMLImageElement) => {
    const held = readLight(photo);
    if (!held.environment) {
      // small: the light's make-up, quick to filter in software WebGL (a 64 px cube)
      const texture = new THREE.CanvasTexture(smallCopy(photo, 256, 128));
      texture.mapping = THREE.EquirectangularReflectionMapping;
      texture.colorSpace = THREE.SRGBColorSpace;
      held.environment = pmrem.fromEquirectangular(texture).texture;
      texture.dispose();
    }
    return held.environment;
  };

  /**
   * Draws `step` of the render; `progress` hears how far (0 … 1). Resolves with a canvas of the
   * photo's size: the photo with the window drawn into it. Undefined when the corners give no camera.
   */
  const render = async (
    request: RenderRequest,
    step: Quality,
    progress: (share: number) => void,
  ): Promise<HTMLCanvasElement | undefined> => {
    const { photo, scene: scene3 } = request;
    const size = { width: photo.naturalWidth, height: photo.naturalHeight };
    const opening = openingOf(scene3);
    const pose = cameraFromCorners(request.corners, opening, size);
    if (!pose) return undefined;
    const settings = stepSettings(step, size, maxSide);
    progress(0.05);
    await breathe();

    const scene = new THREE.Scene();
    const window3 = buildThreeWindow(scene3);
    disposables.push(window3);
    const w = opening.width / 1000;
    const h = opening.height / 1000;
    // the opening marked is the window's outline at the wall's face; the window's frame (the
    // scene's bounds: frame size × depth, hardware standing proud of it left out) sits `recess`
    // back in it. World z is the scene's turned round (outside toward +z), in metres.
    const front = -scene3.bounds.min[2] / 1000;
    const back = -scene3.bounds.max[2] / 1000;
    const recess = request.recess / 1000;
    window3.root.position.z = -front - recess;
    scene.add(window3.root);
    const depth = recess + front - back + WALL_EXTRA;
    addWall(scene, w, h, depth, disposables);

    const camera = photoCamera(pose, opening, size);

    // light: the photo's sky and ground colours, the photo itself around the window (reflected
    // by the glass) at middle and high, and the sun where it shines on the wall
    const { light } = readLight(photo);
    renderer.toneMappingExposure = exposureFor(light.brightness);
    const hemi = new THREE.HemisphereLight(
      new THREE.Color().setRGB(...light.sky, THREE.SRGBColorSpace),
      new THREE.Color().setRGB(...light.ground, THREE.SRGBColorSpace),
      settings.environment ? 0.9 : 1.6,
    );
    scene.add(hemi);
    if (settings.environment) {
      scene.environment = environmentOf(photo);
      scene.environmentIntensity = 0.7;
    }
    progress(0.35);
    await breathe();

    const direction = sunDirection(request.sun, request.wallFacing);
    const lit = sunOnWall(direction);
    const sun = new THREE.DirectionalLight(0xfff4e5, lit ? 2.2 : 0);
    const span = Math.max(w, h) * 0.5 + depth;
    const target = new THREE.Vector3(0, h / 2, -depth / 2);
    sun.position.copy(target).addScaledVector(new THREE.Vector3(...direction), span * 4);
    sun.target.position.copy(target);
    scene.add(sun, sun.target);
    renderer.shadowMap.enabled = settings.shadows && lit;
    renderer.shadowMap.type = step === "high" ? THREE.PCFSoftShadowMap : THREE.PCFShadowMap;
    if (settings.shadows && lit) {
      sun.castShadow = true;
      sun.shadow.mapSize.set(settings.shadowMapSize, settings.shadowMapSize);
      sun.shadow.bias = -0.0005;
      sun.shadow.normalBias = 0.002;
      const cam = sun.shadow.camera;
      cam.left = -span * 1.2;
      cam.right = span * 1.2;
      cam.top = span * 1.2;
      cam.bottom = -span * 1.2;
      cam.near = span;
      cam.far = span * 8;
      cam.updateProjectionMatrix();
    }
    renderer.setPixelRatio(1);
    renderer.setSize(settings.width, settings.height, false);
    progress(0.5);
    await breathe();
    renderer.render(scene, camera);
    progress(0.85);
    await breathe();

    // the photo, then the window over it, at the photo's own size
    const out = document.createElement("canvas");
    out.width = size.width;
    out.height = size.height;
    const ctx = out.getContext("2d");
    if (!ctx) throw new Error("no 2D canvas");
    ctx.drawImage(photo, 0, 0);
    ctx.drawImage(canvas, 0, 0, size.width, size.height);
    sun.dispose();
    hemi.dispose();
    window3.dispose();
    progress(1);
    return out;
  };

  return {
    render,
    dispose: () => {
      for (const d of disposables) d.dispose();
      lightOf?.environment?.dispose();
      pmrem.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}

/** A copy of the photo at `width` × `height` (the environment's picture: small is enough, and quick). */
function smallCopy(photo: HTMLImageElement, width: number, height: number): HTMLCanvasElement {
  const c = document.createElement("canvas");
  c.width = width;
  c.height = height;
  c.getContext("2d")?.drawImage(photo, 0, 0, width, height);
  return c;
}

/**
 * The wall round an opening of `w` × `h` (its bottom middle at the origin, its face at z = 0),
 * `depth` deep: four blocks drawn into the depth buffer only (they hide the window where the real
 * wall would, as the photo shows it) and casting shadows, and the opening's four reveal faces
 * taking shadows (drawn as shade over the photo, nothing else).
 */
function addWall(
  scene: THREE.Scene,
  w: number,
  h: number,
  depth: number,
  disposables: { dispose: () => void }[],
) {
  const hidden = new THREE.MeshBasicMaterial({ colorWrite: false });
  const shade = new THREE.ShadowMaterial({ opacity: 0.45 });
  disposables.push(hidden, shade);
  const R = WALL_REACH;
  // [centre x, centre y, width, height] of the blocks left, right, above and below
  const blocks: [number, number, number, number][] = [
    [-w / 2 - R / 2, h / 2, R, h + 2 * R],
    [w / 2 + R / 2, h / 2, R, h + 2 * R],
    [0, h + R / 2, w, R],
    [0, -R / 2, w, R],
  ];
  for (const [x, y, bw, bh] of blocks) {
    const geometry = new THREE.BoxGeometry(bw, bh, depth);
    disposables.push(geometry);
    const block = new THREE.Mesh(geometry, hidden);
    block.position.set(x, y, -depth / 2);
    block.castShadow = true;
    block.renderOrder = -1;
    scene.add(block);
  }
  // the reveal: faces looking into the opening, a hair inside it
  const inset = 0.0005;
  const reveals: { size: [number, number]; at: [number, number]; turn: [number, number] }[] = [
    { size: [depth, h], at: [-w / 2 + inset, h / 2], turn: [0, Math.PI / 2] },
    { size: [depth, h], at: [w / 2 - inset, h / 2], turn: [0, -Math.PI / 2] },
    { size: [w, depth], at: [0, h - inset], turn: [Math.PI / 2, 0] },
    { size: [w, depth], at: [0, inset], turn: [-Math.PI / 2, 0] },
  ];
  for (const r of reveals) {
    const geometry = new THREE.PlaneGeometry(...r.size);
    disposables.push(geometry);
    const face = new THREE.Mesh(geometry, shade);
    face.position.set(r.at[0], r.at[1], -depth / 2);
    face.rotation.set(r.turn[0], r.turn[1], 0);
    face.receiveShadow = true;
    scene.add(face);
  }
}
