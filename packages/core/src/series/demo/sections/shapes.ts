// The cross-sections of the demo series' profiles as small coordinate tables, each a shape of
// extrusion drawn to the profile's face width `w` × depth `d` (mm): u across the face from the
// member's outer edge (0) to its inner edge (w), z front to back from the outside face (0) to the
// room face (d) — series/section/profile-section.ts. A point may carry a bulge (the arc to the
// next point, as DXF writes it). The first loop is the outline, the others its chambers.
export type SectionPoint = readonly [u: number, z: number, bulge?: number];
export type SectionShape = (w: number, d: number) => SectionPoint[][];

/** A chamber: the rectangle u0…u1 × z0…z1 as fractions of w × d. */
const chamber = (w: number, d: number, u0: number, z0: number, u1: number, z1: number): SectionPoint[] => [
  [u0 * w, z0 * d],
  [u0 * w, z1 * d],
  [u1 * w, z1 * d],
  [u1 * w, z0 * d],
];

/** Points given as fractions of w × d. */
const scaled = (w: number, d: number, points: readonly SectionPoint[]): SectionPoint[] =>
  points.map(([u, z, bulge]) => (bulge === undefined ? [u * w, z * d] : [u * w, z * d, bulge]));

/**
 * An aluminium thermal-break frame: two shells joined by polyamide strips across the gap at
 * mid-depth (notched into the outer edge, the gap a chamber of its own); the rebate an outward
 * sash closes into cut from the inner edge's outside half; the outside corner rounded.
 */
export const tbFrame: SectionShape = (w, d) => [
  scaled(w, d, [
    [0, 0.06, 0.2],
    [0.06, 0],
    [0.62, 0],
    [0.62, 0.45],
    [1, 0.45],
    [1, 1],
    [0, 1],
    [0, 0.56],
    [0.14, 0.56],
    [0.14, 0.44],
    [0, 0.44],
  ]),
  chamber(w, d, 0.08, 0.06, 0.54, 0.38),
  chamber(w, d, 0.22, 0.47, 0.52, 0.53),
  chamber(w, d, 0.08, 0.62, 0.9, 0.94),
];

/**
 * An aluminium thermal-break sash (or door or fold leaf): the overlap leg on its outer edge laps
 * over the frame from outside (the step), the glazing pocket on its inner edge between the
 * outside lip and a short room-side lip, the thermal break across its middle.
 */
export const tbSash: SectionShape = (w, d) => [
  scaled(w, d, [
    [0, 0],
    [1, 0],
    [1, 0.3],
    [0.72, 0.3],
    [0.72, 0.68],
    [0.86, 0.68],
    [0.86, 1],
    [0.2, 1],
    [0.2, 0.56],
    [0.26, 0.56],
    [0.26, 0.46],
    [0.2, 0.46],
    [0.2, 0.4],
    [0, 0.4],
  ]),
  chamber(w, d, 0.3, 0.06, 0.66, 0.4),
  chamber(w, d, 0.32, 0.47, 0.62, 0.55),
  chamber(w, d, 0.3, 0.62, 0.66, 0.94),
];

/**
 * A T-shaped mullion or glazing bar: the stem toward the outside (the sashes lap over its edges
 * there), the flange across the room side, a chamber in each; `thermal`: the stem's polyamide gap.
 */
export const tee =
  (thermal: boolean): SectionShape =>
  (w, d) => [
    scaled(w, d, [
      [0.3, 0],
      [0.7, 0],
      [0.7, 0.55],
      [1, 0.55],
      [1, 1],
      [0, 1],
      [0, 0.55],
      [0.3, 0.55],
    ]),
    chamber(w, d, 0.36, 0.06, 0.64, thermal ? 0.4 : 0.5),
    ...(thermal ? [chamber(w, d, 0.36, 0.45, 0.64, 0.51)] : []),
    chamber(w, d, 0.06, 0.62, 0.94, 0.92),
  ];

/** A glazing bead: flat on the glass, its room face rounded down toward the glass, one chamber. */
export const bead: SectionShape = (w, d) => [
  scaled(w, d, [
    [0, 0],
    [1, 0],
    [1, 0.25, 0.25],
    [0.35, 1],
    [0, 1],
  ]),
  chamber(w, d, 0.12, 0.15, 0.4, 0.55),
];

/**
 * A uPVC frame: five chambers (the middle one takes the steel), the rebate an inward sash closes
 * into cut from the inner edge's room side.
 */
export const pvcFrame: SectionShape = (w, d) => [
  scaled(w, d, [
    [0, 0],
    [1, 0],
    [1, 0.55],
    [0.6, 0.55],
    [0.6, 1],
    [0.04, 1, 0.2],
    [0, 0.94],
  ]),
  chamber(w, d, 0.06, 0.06, 0.3, 0.46),
  chamber(w, d, 0.36, 0.06, 0.54, 0.46),
  chamber(w, d, 0.6, 0.06, 0.94, 0.46),
  chamber(w, d, 0.06, 0.54, 0.26, 0.94),
  chamber(w, d, 0.32, 0.54, 0.54, 0.94),
];

/** A uPVC sash or door leaf: its overlap leg laps over the frame from the room side, four chambers. */
export const pvcSash: SectionShape = (w, d) => [
  scaled(w, d, [
    [0.2, 0],
    [1, 0],
    [1, 0.3],
    [0.74, 0.3],
    [0.74, 1],
    [0, 1],
    [0, 0.6],
    [0.2, 0.6],
  ]),
  chamber(w, d, 0.26, 0.06, 0.46, 0.48),
  chamber(w, d, 0.52, 0.06, 0.68, 0.48),
  chamber(w, d, 0.06, 0.66, 0.46, 0.94),
  chamber(w, d, 0.52, 0.54, 0.68, 0.94),
];

/**
 * A sliding window's frame (head, sill and jambs alike): the base against the wall with a chamber
 * per track, a lip on each face, and on the inner edge one rib at the middle of each track's
 * share of the depth for the panel's rollers to run on.
 */
export const sliderFrame =
  (tracks: number): SectionShape =>
  (w, d) => {
    const share = 1 / tracks;
    const rib = 0.025;
    const ribs = Array.from({ length: tracks }, (_, k) => (k + 0.5) * share).flatMap((z): SectionPoint[] => [
      [0.45, z - rib],
      [0.85, z - rib],
      [0.85, z + rib],
      [0.45, z + rib],
    ]);
    return [
      scaled(w, d, [
        [0, 0],
        [1, 0],
        [1, 0.05],
        [0.45, 0.05],
        ...ribs,
        [0.45, 0.95],
        [1, 0.95],
        [1, 1],
        [0, 1],
      ]),
      ...Array.from({ length: tracks }, (_, k) =>
        chamber(w, d, 0.08, (k + 0.15) * share, 0.38, (k + 0.85) * share),
      ),
    ];
  };

/** A slide panel's stile or rail: the groove its roller rides the rib in, the glass pocket, one chamber. */
export const slideStile: SectionShape = (w, d) => [
  scaled(w, d, [
    [0, 0],
    [1, 0],
    [1, 0.35],
    [0.7, 0.35],
    [0.7, 0.65],
    [1, 0.65],
    [1, 1],
    [0, 1],
    [0, 0.58],
    [0.2, 0.58],
    [0.2, 0.42],
    [0, 0.42],
  ]),
  chamber(w, d, 0.26, 0.12, 0.62, 0.88),
];

/**
 * A slide panel's interlock or meeting stile: the hook on its outer edge that catches the
 * neighbour's (`side`: on the outside or the room half of the depth), the glass pocket, a chamber.
 */
export const hookStile =
  (side: "outside" | "room"): SectionShape =>
  (w, d) => {
    const hook: SectionPoint[] = [
      [0, 0],
      [1, 0],
      [1, 0.35],
      [0.7, 0.35],
      [0.7, 0.65],
      [1, 0.65],
      [1, 1],
      [0.3, 1],
      [0.3, 0.5],
      [0.1, 0.5],
      [0.1, 0.35],
      [0, 0.35],
    ];
    const flipped = side === "room" ? hook.map(([u, z]): SectionPoint => [u, 1 - z]) : hook;
    return [scaled(w, d, flipped), chamber(w, d, 0.36, 0.1, 0.62, 0.9)];
  };

/** A track or guide rail: a channel open on its inner edge. */
export const channel: SectionShape = (w, d) => [
  scaled(w, d, [
    [0, 0],
    [1, 0],
    [1, 0.12],
    [0.3, 0.12],
    [0.3, 0.88],
    [1, 0.88],
    [1, 1],
    [0, 1],
  ]),
];

/** A threshold or sill extension: a hollow ramp falling toward the outside. */
export const sill: SectionShape = (w, d) => [
  scaled(w, d, [
    [0, 0],
    [0.3, 0],
    [1, 0.7],
    [1, 1],
    [0, 1],
  ]),
  chamber(w, d, 0.1, 0.55, 0.6, 0.9),
];

/** A steel reinforcement: a U-channel. */
export const steelU: SectionShape = (w, d) => [
  scaled(w, d, [
    [0, 0],
    [1, 0],
    [1, 1],
    [0.88, 1],
    [0.88, 0.12],
    [0.12, 0.12],
    [0.12, 1],
    [0, 1],
  ]),
];

/** The shapes by the name a series' figures file gives each profile's section (figures/*.json `sections`). */
export const SECTION_SHAPES = {
  tbFrame,
  tbSash,
  tee: tee(false),
  teeThermal: tee(true),
  bead,
  pvcFrame,
  pvcSash,
  sliderFrame2: sliderFrame(2),
  sliderFrame3: sliderFrame(3),
  slideStile,
  hookStileOutside: hookStile("outside"),
  hookStileRoom: hookStile("room"),
  channel,
  sill,
  steelU,
} satisfies Record<string, SectionShape>;
export type SectionName = keyof typeof SECTION_SHAPES;
