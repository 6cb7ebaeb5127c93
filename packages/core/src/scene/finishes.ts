// What a colour named in a series' own words looks like in 3D (docs/scene.md): the demo
// series' colours in any of the four languages by their key, else a word the name contains, else
// a neutral grey. Linear-light RGB 0–1 with a metalness and roughness, as glTF's PBR materials take.
import { DEMO_WORDS } from "../series/demo/words/index.ts";
import type { SceneMember, ScenePane } from "./scene.ts";

export type Finish = { rgb: readonly [number, number, number]; metallic: number; roughness: number };

type FinishKey =
  | keyof (typeof DEMO_WORDS)["en-US"]["colours"]
  | "black"
  | "grey"
  | "wood"
  | "brown"
  | "neutral";

const srgb = (hex: number): readonly [number, number, number] => {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return [lin(((hex >> 16) & 255) / 255), lin(((hex >> 8) & 255) / 255), lin((hex & 255) / 255)];
};

const FINISHES: Record<FinishKey, Finish> = {
  white: { rgb: srgb(0xf2f2ef), metallic: 0, roughness: 0.5 },
  silver: { rgb: srgb(0xc0c4c8), metallic: 0.8, roughness: 0.35 },
  graphite: { rgb: srgb(0x4a4d51), metallic: 0.5, roughness: 0.45 },
  champagne: { rgb: srgb(0xcbb89a), metallic: 0.7, roughness: 0.35 },
  goldenOak: { rgb: srgb(0xa8703a), metallic: 0, roughness: 0.7 },
  galvanised: { rgb: srgb(0xa9adb0), metallic: 0.9, roughness: 0.5 },
  black: { rgb: srgb(0x222222), metallic: 0.2, roughness: 0.5 },
  grey: { rgb: srgb(0x8a8d90), metallic: 0.3, roughness: 0.5 },
  wood: { rgb: srgb(0x9a6a3f), metallic: 0, roughness: 0.7 },
  brown: { rgb: srgb(0x5a3d2b), metallic: 0.1, roughness: 0.6 },
  neutral: { rgb: srgb(0xd0d0d0), metallic: 0.2, roughness: 0.5 },
};

/** Words a colour's name may contain, in the four languages, most specific first. */
const WORDS: readonly [RegExp, FinishKey][] = [
  [/oak|wood|木|gỗ|дуб|дерев/i, "wood"],
  [/white|白|trắng|бел/i, "white"],
  [/black|黑|đen|черн/i, "black"],
  [/silver|银|bạc|серебр/i, "silver"],
  [/champagne|香槟|sâm panh|шампан/i, "champagne"],
  [/graphite|anthracite|石墨|炭|graphite|графит|антрацит/i, "graphite"],
  [/grey|gray|灰|xám|сер/i, "grey"],
  [/brown|棕|咖啡|nâu|коричн/i, "brown"],
];

/** The finish of a colour named in any of the demo series' languages or containing a known word. */
export function finishOf(colour: string): Finish {
  const name = colour.trim().toLowerCase();
  for (const words of Object.values(DEMO_WORDS)) {
    for (const [key, word] of Object.entries(words.colours)) {
      if (word.toLowerCase() === name) return FINISHES[key as FinishKey];
    }
  }
  return FINISHES[WORDS.find(([re]) => re.test(name))?.[1] ?? "neutral"];
}

/** Glass: clear (a faint green edge tint), frosted, or an opaque panel. */
export const GLASS: Finish = { rgb: srgb(0xd8ece6), metallic: 0, roughness: 0.05 };
export const FROSTED: Finish = { rgb: srgb(0xe8eeee), metallic: 0, roughness: 0.6 };
export const PANEL: Finish = { rgb: srgb(0xe6e6e2), metallic: 0, roughness: 0.6 };

/** How a face of a solid looks in a file: a material's name, its finish and its opacity (1 opaque). */
export type SurfaceLook = { name: string; finish: Finish; opacity: number };

/** Glass lets this much through: clear 0.3, frosted 0.85 (the GLB's alpha, the USDZ's opacity). */
const CLEAR_OPACITY = 0.3;
const FROSTED_OPACITY = 0.85;

/**
 * The looks of a solid's two sides (mesh.ts's `outside` and `inside` faces): a member its frame's
 * colour A outside and B inside; glass clear or frosted, a panel opaque, the same on both sides.
 */
export function solidLooks(solid: SceneMember | ScenePane): { outside: SurfaceLook; inside: SurfaceLook } {
  if (solid.kind === "member") {
    const look = (colour: string): SurfaceLook => ({
      name: `colour ${colour}`,
      finish: finishOf(colour),
      opacity: 1,
    });
    return { outside: look(solid.colours.a), inside: look(solid.colours.b) };
  }
  const look: SurfaceLook =
    solid.fill === "glass"
      ? solid.frosted
        ? { name: "frosted glass", finish: FROSTED, opacity: FROSTED_OPACITY }
        : { name: "glass", finish: GLASS, opacity: CLEAR_OPACITY }
      : { name: solid.fill, finish: PANEL, opacity: 1 };
  return { outside: look, inside: look };
}
/** Handles, hinges and pulls: satin metal. */
export const HARDWARE: Finish = { rgb: srgb(0x8c9196), metallic: 0.9, roughness: 0.3 };
/** How hardware looks in a file (the GLB and the USDZ alike). */
export const HARDWARE_LOOK: SurfaceLook = { name: "hardware", finish: HARDWARE, opacity: 1 };
