import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/upload-limits";
import {
  ANNOTATION_COLOURS,
  ANNOTATION_LIMITS,
  type Annotation,
  annotationProblem,
} from "@fenestra/core/measurement/index";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid, keyed } from "@fenestra/core/validation/keyed";
import { z } from "zod";
import { PHOTO_MAX_MB } from "./photo-limits.ts";

// Photos of an opening with the marks drawn over them (issue 31, docs/measurement.md): the photo
// as taken (HEIC converted to JPEG on the device), the marks as vectors over it, and the picture
// with the marks drawn in ("flattened", what the sheet and exports print). SPEC §5: one image at a
// time, at most 3M.

export const photoParams = z.object({ id: idSchema, photoId: idSchema });

export { PHOTO_MAX_MB };

const PHOTO_MAX_CHARS = Math.ceil(COMPANY_IMAGE_MAX_BYTES / 3) * 4;

/** A JPEG or PNG as base64; over 3M refused with the limit at the field. */
const imageData = z
  .string({ error: "measure.photo_invalid" })
  .min(1, { error: "measure.photo_invalid" })
  .max(PHOTO_MAX_CHARS + 4, keyed("measure.photo_too_large", { max: PHOTO_MAX_MB }))
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: "measure.photo_invalid" });

const fraction = z.number(invalid).min(0, invalid).max(1, invalid);
const point = z.object({ x: fraction, y: fraction });
const common = {
  id: z.string().min(1, invalid).max(40, invalid),
  colour: z.enum(ANNOTATION_COLOURS, invalid),
};

const annotationShape = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("arrow"), ...common, from: point, to: point }),
    z.object({
      kind: z.literal("dimension"),
      ...common,
      from: point,
      to: point,
      value: z.number(invalid).int(invalid),
    }),
    z.object({
      kind: z.literal("text"),
      ...common,
      at: point,
      text: z
        .string()
        .max(ANNOTATION_LIMITS.text, keyed("measure.text_length", { max: ANNOTATION_LIMITS.text })),
    }),
    z.object({
      kind: z.literal("stroke"),
      ...common,
      points: z.array(z.tuple([fraction, fraction, fraction])).max(ANNOTATION_LIMITS.strokePoints, invalid),
    }),
  ],
  invalid,
);

/** One mark, checked by core's rules (annotationProblem) after its shape. */
export const annotationSchema = annotationShape.superRefine((a, ctx) => {
  const problem = annotationProblem(a as Annotation);
  if (problem)
    ctx.addIssue({ code: "custom", message: `measure.${problem.key}`, params: problem.values ?? {} });
});

export const annotationsSchema = z
  .array(annotationSchema)
  .max(
    ANNOTATION_LIMITS.perPhoto,
    keyed("measure.annotations_too_many", { max: ANNOTATION_LIMITS.perPhoto }),
  );

export const photoUploadSchema = z.object({
  /** The photo's id made on the device: the same id sent again answers the photo already kept. */
  clientId: z.uuid(invalid),
  /** The opening photographed (its id made on the device), of this order. */
  openingId: z.uuid(invalid),
  /** The photo as taken (JPEG or PNG, EXIF orientation kept), at most 3M. */
  photo: imageData,
  /** The photo with its marks drawn in (JPEG or PNG), at most 3M. */
  flattened: imageData,
  annotations: annotationsSchema,
});
export type PhotoUpload = z.infer<typeof photoUploadSchema>;

export const photoAnnotateSchema = photoUploadSchema.pick({ flattened: true, annotations: true });
export type PhotoAnnotate = z.infer<typeof photoAnnotateSchema>;

export const measurePhotoSchema = z.object({
  id: z.number(),
  clientId: z.string(),
  openingId: z.string(),
  /** The original's size in pixels. */
  width: z.number(),
  height: z.number(),
  annotations: z.array(annotationShape),
  createdAt: z.string(),
});
export type MeasurePhotoDto = z.infer<typeof measurePhotoSchema>;
