// Placing a window into a photo (issue 29, effect rendering): the user marks the four corners of
// the opening on the photo, and the opening's real size is known, so the plane of the wall maps to
// the picture by a homography, and from it the camera that took the picture (its focal length and
// its pose against the wall). Pure: points in, matrices out.

/** A 3 × 3 matrix, row by row. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];
export type Point2 = { readonly x: number; readonly y: number };

/** The corners of a `width` × `height` rectangle at the origin: top-left, top-right, bottom-right, bottom-left. */
export function rectangleCorners(width: number, height: number): Point2[] {
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
}

/**
 * The homography H with H·src[i] ∝ dst[i] for four pairs (the direct linear transform with
 * h33 = 1: eight equations, eight unknowns), or undefined when the four points of either side do
 * not make a quadrilateral (three on a line, two the same).
 */
export function homographyFromCorners(src: readonly Point2[], dst: readonly Point2[]): Mat3 | undefined {
  if (src.length !== 4 || dst.length !== 4 || !isQuad(src) || !isQuad(dst)) return undefined;
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = src[i] as Point2;
    const { x: u, y: v } = dst[i] as Point2;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const h = solve(rows);
  return h ? ([...h, 1] as unknown as Mat3) : undefined;
}

/** Where H takes a point (undefined on the line H sends to infinity). */
export function applyHomography(h: Mat3, p: Point2): Point2 | undefined {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  if (Math.abs(w) < 1e-12) return undefined;
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/**
 * A camera against the wall: a point X of the wall plane (x along the opening's width, y up its
 * height, z = 0; mm, origin at the opening's bottom-left corner) is seen at K (R X + t), in camera
 * axes x right, y up, z ahead (looking into the picture), K = diag(focal, focal, 1) about the
 * picture's centre.
 */
export type CameraPose = {
  /** Focal length in pixels; the principal point is the picture's centre. */
  readonly focal: number;
  /** Whether the focal length was read from the perspective (false: the picture is too flat to tell, `fallbackFocal` used). */
  readonly focalMeasured: boolean;
  /** Rotation, row by row: its columns are the wall's x, y and z (into the wall) in camera axes. */
  readonly rotation: Mat3;
  /** The wall's origin (the opening's bottom-left corner) in camera axes, mm. */
  readonly translation: readonly [number, number, number];
  /**
   * The wall's x and y axes in camera axes, per mm, exactly as the corners give them (before they
   * are made the orthonormal `rotation`): with these and `translation` the opening's four corners
   * land exactly on the marked ones even where the marks are not quite a rectangle in perspective.
   */
  readonly plane: {
    readonly x: readonly [number, number, number];
    readonly y: readonly [number, number, number];
  };
};

/**
 * The camera that saw an opening of `width` × `height` mm with its corners at `corners` (pixels,
 * in the order top-left, top-right, bottom-right, bottom-left of the opening as seen from outside;
 * y down as in pictures) in a picture of `size` pixels. The focal length comes from the two
 * conditions a rotation puts on the homography's first two columns (orthogonal, equally long);
 * where the picture is nearly a parallel projection they say nothing, and `fallbackFocal` (by
 * default the picture's diagonal, a normal lens) is used. Undefined when the corners are no
 * quadrilateral.
 */
export function cameraFromCorners(
  corners: readonly Point2[],
  opening: { readonly width: number; readonly height: number },
  size: { readonly width: number; readonly height: number },
  fallbackFocal = Math.hypot(size.width, size.height),
): CameraPose | undefined {
  if (!(opening.width > 0 && opening.height > 0)) return undefined;
  const cx = size.width / 2;
  const cy = size.height / 2;
  // Wall plane: x along the width, y up the height, origin at the bottom-left corner; picture
  // coordinates centred, y up, so that K = diag(f, f, 1).
  const wall = [
    { x: 0, y: opening.height },
    { x: opening.width, y: opening.height },
    { x: opening.width, y: 0 },
    { x: 0, y: 0 },
  ];
  const centred = corners.map((p) => ({ x: p.x - cx, y: cy - p.y }));
  const h = homographyFromCorners(wall, centred);
  if (!h) return undefined;
  const [h11, h12, h13, h21, h22, h23, h31, h32, h33] = h;
  // With K = diag(f, f, 1): r1 ∝ (h11/f, h21/f, h31) and r2 ∝ (h12/f, h22/f, h32).
  // r1 · r2 = 0:       (h11 h12 + h21 h22) / f² + h31 h32 = 0
  // |r1|² = |r2|²:     (h11² + h21² − h12² − h22²) / f² + (h31² − h32²) = 0
  // Each gives f² = −a / b; the better conditioned (larger |b| against its a) is taken.
  const estimates = [
    [h11 * h12 + h21 * h22, h31 * h32],
    [h11 * h11 + h21 * h21 - h12 * h12 - h22 * h22, h31 * h31 - h32 * h32],
  ]
    .map(([a, b]) => ({ f2: -(a as number) / (b as number), weight: Math.abs(b as number) }))
    .filter((e) => Number.isFinite(e.f2) && e.f2 > 0)
    .sort((p, q) => q.weight - p.weight);
  // How far from parallel the projection is: the perspective terms against the scale of a millimetre.
  const scale = Math.hypot(h11, h21, h12, h22);
  const perspective = Math.hypot(h31, h32) * Math.hypot(size.width, size.height);
  const best = estimates[0];
  const focalMeasured = best !== undefined && perspective > 1e-3 * scale;
  const focal = focalMeasured && best ? Math.sqrt(best.f2) : fallbackFocal;
  const k1 = [h11 / focal, h21 / focal, h31];
  const k2 = [h12 / focal, h22 / focal, h32];
  const k3 = [h13 / focal, h23 / focal, h33];
  // H is known up to a factor (h33 = 1): λ makes r1 a unit vector, its sign puts the wall in
  // front of the camera (t_z = λ h33 > 0).
  const lambda = Math.sign(h33) / Math.hypot(k1[0] as number, k1[1] as number, k1[2] as number);
  const r1 = normalize(k1.map((v) => v * lambda) as Vec3);
  const r2raw = k2.map((v) => v * lambda) as Vec3;
  // Gram–Schmidt: the nearest pair of orthonormal axes to the measured ones.
  const r2 = normalize(sub(r2raw, scaleVec(r1, dot(r1, r2raw))));
  const r3 = cross(r1, r2);
  const t = k3.map((v) => v * lambda) as Vec3;
  return {
    focal,
    focalMeasured,
    rotation: [r1[0], r2[0], r3[0], r1[1], r2[1], r3[1], r1[2], r2[2], r3[2]],
    translation: t,
    plane: { x: k1.map((v) => v * lambda) as Vec3, y: r2raw },
  };
}

type Vec3 = [number, number, number];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scaleVec = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const normalize = (a: Vec3): Vec3 => scaleVec(a, 1 / Math.hypot(...a));
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** Four points with no three on a line (each corner's two neighbours span a non-zero area). */
function isQuad(points: readonly Point2[]): boolean {
  const span = Math.max(...points.flatMap((a) => points.map((b) => Math.hypot(a.x - b.x, a.y - b.y))));
  if (!(span > 0)) return false;
  for (let i = 0; i < 4; i++) {
    for (let j = i + 1; j < 4; j++) {
      for (let k = j + 1; k < 4; k++) {
        const a = points[i] as Point2;
        const b = points[j] as Point2;
        const c = points[k] as Point2;
        const area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
        if (Math.abs(area) <= 1e-9 * span * span) return false;
      }
    }
  }
  return true;
}

/** Solves the n × n system given as rows [a_1 … a_n | b] by elimination with partial pivoting. */
export function solve(rows: number[][]): number[] | undefined {
  const n = rows.length;
  const m = rows.map((r) => [...r]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[pivot] as number[])[col] as number))
        pivot = r;
    const p = m[pivot] as number[];
    if (Math.abs(p[col] as number) < 1e-12) return undefined;
    [m[col], m[pivot]] = [p, m[col] as number[]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const factor = (row[col] as number) / (p[col] as number);
      if (factor === 0) continue;
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - factor * (p[c] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
