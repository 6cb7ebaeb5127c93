import { designSchema } from "@fenestra/core/design/schema";
import {
  areaM2Schema,
  countSchema,
  lengthMmSchema,
  MAX_AREA_M2,
  weightKgSchema,
} from "@fenestra/core/schemas/bounds";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { z } from "zod";
import { uploadBodySchema } from "../account/account.schemas.ts";
import { pageQuerySchema } from "../paging.ts";
import { versioned, versionSchema } from "../versioning.ts";

export const ORDER_KINDS = ["intent", "formal"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const orderCreateSchema = z.object({
  kind: z.enum(ORDER_KINDS, invalid).default("intent"),
  contractId: idSchema.optional(),
  customer: z.string().max(100).optional(),
  orderNo: z.string().trim().max(64).optional(),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

const text = (max: number) => z.string().max(max).default("");

/**
 * One window of an order (SPEC §3); lengths mm, area m², money fen. Its price is not sent: the
 * server computes it from the series' quote formulas (order-pricing.ts).
 */
export const orderItemBodySchema = z.object({
  design: designSchema,
  origin: z.enum(["design", "template"], invalid).default("design"),
  windowNo: text(64),
  count: countSchema.default(1),
  installPosition: text(100),
  note: text(200),
  seriesId: z.string().max(64).nullable().optional(),
  color: text(64),
  glass: text(100),
  screen: text(100),
  profileType: text(64),
  hardwareBrand: text(64),
  reinforcement: text(64),
  wallThickness: lengthMmSchema.default(0),
  width: lengthMmSchema.default(0),
  height: lengthMmSchema.default(0),
  /** Drawn area of one window (m²); computed from width × height when absent. */
  area: areaM2Schema.optional(),
  minArea: z
    .number(invalid)
    .min(0, { error: "pricing.negative_min_area" })
    .max(MAX_AREA_M2, { error: "validation.area_range" })
    .default(0),
  weights: z
    .object({
      frame: weightKgSchema,
      sash: weightKgSchema,
      glass: weightKgSchema,
      total: weightKgSchema,
      average: weightKgSchema,
    })
    .nullable()
    .optional(),
});
export type OrderItemBody = z.infer<typeof orderItemBodySchema>;
/** A window's save: its fields and the version its design was read at. */
export const orderItemUpdateSchema = versioned(orderItemBodySchema);
export type OrderItemUpdate = z.infer<typeof orderItemUpdateSchema>;

export const orderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_KINDS, invalid).optional(),
  customer: z.string().max(100).optional(),
  salesperson: idSchema.optional(),
  contractId: idSchema.optional(),
  /** "no": only orders in no contract (the contract page's picker of orders to attach). */
  attached: z.enum(["yes", "no"], invalid).optional(),
  from: z.iso.date(invalid).optional(),
  to: z.iso.date(invalid).optional(),
  q: z.string().max(100).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderParams = z.object({ id: idSchema });
export const orderItemParams = z.object({ id: idSchema, itemId: idSchema });
export const orderItemPhotoParams = orderItemParams.extend({ photoId: idSchema });

/** A photo attached to a window (the measured opening's, with its marks drawn in; issue 31). */
export const orderItemPhotoSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  /** The original's size in pixels. */
  width: z.number(),
  height: z.number(),
  createdAt: z.string(),
});
export type OrderItemPhotoDto = z.infer<typeof orderItemPhotoSchema>;

/** The window's series as the pages show it: its name, or missing (deleted, or not the company's). */
const itemSeriesShape = {
  seriesName: z.string().nullable(),
  seriesMissing: z.boolean(),
};

/** An item as answered: numbers as stored (the bounds apply to what is written, not to old rows). */
export const orderItemSchema = orderItemBodySchema.extend({
  /** Given where a page lists the windows (order detail); absent in a save's answer. */
  seriesName: itemSeriesShape.seriesName.optional(),
  seriesMissing: itemSeriesShape.seriesMissing.optional(),
  id: z.number(),
  orderId: z.number(),
  seriesId: z.string().nullable(),
  count: z.number(),
  wallThickness: z.number(),
  width: z.number(),
  height: z.number(),
  area: z.number(),
  minArea: z.number(),
  price: z.number(),
  amount: z.number(),
  weights: z
    .object({
      frame: z.number(),
      sash: z.number(),
      glass: z.number(),
      total: z.number(),
      average: z.number(),
    })
    .nullable(),
  /** The window has a simple picture (GET /api/orders/:id/items/:itemId/picture). */
  hasPicture: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});

/**
 * A window's simple picture: a PNG (checked by its bytes) of at most 3M as base64, refused at
 * `data` as an upload is.
 */
export const itemPictureBodySchema = uploadBodySchema.pick({ data: true });

export const orderSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  contractId: z.number().nullable(),
  customer: z.string().nullable(),
  salespersonId: z.number().nullable(),
  amount: z.number(),
  area: z.number(),
  itemCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const orderDetailSchema = orderSchema.extend({ items: z.array(orderItemSchema) });

/** A window row as the contract page lists it under its order. */
export const orderItemSummarySchema = z.object({
  id: z.number(),
  orderId: z.number(),
  windowNo: z.string(),
  width: z.number(),
  height: z.number(),
  count: z.number(),
  area: z.number(),
  price: z.number(),
  amount: z.number(),
  hasPicture: z.boolean(),
  ...itemSeriesShape,
});
