// zod schema of the design model; docs/design.schema.json is emitted from it (z.toJSONSchema)
// so the API, the import and the docs validate against one definition.
import { z } from "zod";
import { isConvexPolygon } from "../geometry/convex.ts";
import {
  MAX_CODE_CHARS,
  MAX_COORD_MM,
  MAX_GLASS_GAP_MM,
  MAX_HINGES,
  MAX_LENGTH_MM,
  MAX_NOTE_CHARS,
  MAX_SILL_HEIGHT_MM,
} from "./limits.ts";
import type { Design, Region } from "./model.ts";
import { hingeSides, holeTypes, pairOpenTypes, sashOpenTypes, shadeKinds } from "./model.ts";

const id = z.string().min(1).max(MAX_CODE_CHARS);
const code = z.string().max(MAX_CODE_CHARS);
const len = z.number().positive().max(MAX_LENGTH_MM);
const coord = z.number().min(-MAX_COORD_MM).max(MAX_COORD_MM);
const point = z.tuple([coord, coord]);

// Rules between fields of a shape (not expressible in JSON Schema; docs/design-model.md lists
// them). A broken rule is an issue at the field's path with the code given here.
export const shapeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("rectangle"), width: len, height: len }),
  z
    .object({ kind: z.literal("arch"), width: len, height: len, rise: len })
    .refine((s) => s.rise <= s.width / 2 && s.rise <= s.height, {
      error: "shape.rise_too_big",
      path: ["rise"],
    }),
  z.object({ kind: z.literal("trapezoid"), width: len, leftHeight: len, rightHeight: len }),
  z
    .object({ kind: z.literal("triangle"), width: len, height: len, apexX: z.number().min(0) })
    .refine((s) => s.apexX <= s.width, { error: "shape.apex_outside", path: ["apexX"] }),
  z.object({ kind: z.literal("circle"), diameter: len }),
  z
    .object({ kind: z.literal("polygon"), points: z.array(point).min(3).max(64) })
    .refine((s) => isConvexPolygon(s.points), { error: "shape.polygon_not_convex", path: ["points"] }),
]);

export const fillSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("glass"),
    spec: code,
    frosted: z.boolean(),
    gap: z.number().min(0).max(MAX_GLASS_GAP_MM),
    shade: z.enum(shadeKinds),
    holeType: z.enum(holeTypes),
  }),
  z.object({ type: z.literal("panel"), spec: code }),
  z.object({ type: z.literal("shade"), spec: code }),
  z.object({ type: z.literal("screen"), spec: code }),
]);

export const hingeSchema = z.object({ type: code, count: z.number().int().min(0).max(MAX_HINGES) });
export const handleSchema = z.object({ type: code, offset: z.number().min(0).max(MAX_LENGTH_MM) });
export const lockSchema = z.object({ type: code }).nullable();

export const regionSchema: z.ZodType<Region> = z
  .lazy(() =>
    z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("split"),
        id,
        direction: z.enum(["vertical", "horizontal"]),
        mullions: z.array(z.object({ id, position: coord })).min(1),
        children: z.array(regionSchema).min(2),
      }),
      z.object({
        kind: z.literal("sash"),
        id,
        openType: z.enum(sashOpenTypes),
        hingeSide: z.enum(hingeSides),
        opening: z.enum(["inward", "outward"]),
        hinge: hingeSchema,
        handle: handleSchema,
        lock: lockSchema,
        inner: regionSchema,
      }),
      z.object({
        kind: z.literal("doubleSash"),
        id,
        openType: z.enum(pairOpenTypes),
        opening: z.enum(["inward", "outward"]),
        meeting: coord,
        active: z.enum(["left", "right"]),
        hinge: hingeSchema,
        handle: handleSchema,
        lock: lockSchema,
        left: z.object({ id, inner: regionSchema }),
        right: z.object({ id, inner: regionSchema }),
      }),
      z.object({
        kind: z.literal("slide"),
        id,
        tracks: z.number().int().min(1).max(8),
        direction: z.enum(["left", "right", "both"]),
        panels: z
          .array(
            z.object({ id, track: z.number().int().min(0).max(7), fixed: z.boolean(), inner: regionSchema }),
          )
          .min(1)
          .max(16),
      }),
      z.object({
        kind: z.literal("fold"),
        id,
        foldType: z.enum(["stackLeft", "stackRight", "split"]),
        opening: z.enum(["inward", "outward"]),
        leaves: z
          .array(z.object({ id, inner: regionSchema }))
          .min(1)
          .max(16),
      }),
      z.object({ kind: z.literal("fill"), id, fill: fillSchema }),
    ]),
  )
  .meta({ id: "Region", description: "Exactly one of: split, sash, doubleSash, slide, fold, fill" });

export const frameSchema = z.object({
  id,
  x: coord,
  y: coord,
  shape: shapeSchema,
  seriesId: code,
  colors: z.object({ a: code, b: code }),
  root: regionSchema,
  /** mm above the finished floor; left out: 0 under a door leaf, else 900. */
  sillHeight: z.number().min(0).max(MAX_SILL_HEIGHT_MM).optional(),
  /** A sill extension ordered with the frame (the series' sill extension profile, the frame's width). */
  sillExtension: z.boolean().optional(),
});

export const designSchema = z
  .object({
    version: z.literal(1),
    unit: z.object({ length: z.enum(["mm", "cm", "in"]), digits: z.number().int().min(0).max(4) }),
    frames: z.array(frameSchema).max(200),
    walls: z.array(z.object({ id, x: coord, y: coord, width: len, height: len })),
    joiners: z.array(
      z.object({
        id,
        kind: z.enum(["corner", "connector"]),
        frames: z.tuple([id, id]),
        angle: z.number().min(0).max(360),
        width: z.number().min(0).max(1000),
        profileCode: code,
      }),
    ),
    decorations: z.array(
      z.object({
        id,
        frameId: id,
        regionId: id,
        columns: z.number().int().min(1).max(20),
        rows: z.number().int().min(1).max(20),
        width: len,
        xs: z.array(z.number().gt(0).lt(1)).max(19).optional(),
        ys: z.array(z.number().gt(0).lt(1)).max(19).optional(),
      }),
    ),
    dimensions: z.array(z.object({ id, from: point, to: point, offset: z.number() })),
    notes: z.array(z.object({ id, at: point, text: z.string().max(MAX_NOTE_CHARS) })),
  })
  .meta({
    title: "Fenestra design",
    description: "A drawing: frames, walls, joiners, decorations, dimensions, notes; lengths in mm",
  }) satisfies z.ZodType<Design>;

/** JSON Schema (draft 2020-12) of the current design version. */
export function designJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(designSchema, { target: "draft-2020-12" }) as Record<string, unknown>;
}
