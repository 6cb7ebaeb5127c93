// The fields of a saved effect render and of the company's render settings (SPEC §1 effect
// rendering, §4 sharing): the limits and the schemas that check them. The server validates
// requests with them and the web forms use them as field rules, so each limit is written once.
// A value out of range is refused with a message key whose text says what is allowed.
import { z } from "zod";
import { mmSchema } from "../cutting/settings.ts";
import { keyed } from "../validation/keyed.ts";

/** The render quality steps (the 3D view's low / middle / high, SPEC §2). */
export const RENDER_QUALITIES = ["low", "middle", "high"] as const;
export type RenderQuality = (typeof RENDER_QUALITIES)[number];

export const RENDER_LIMITS = {
  /** The title's characters. */
  title: { min: 1, max: 60 },
  /** The opening's real width and height, mm. */
  opening: { min: 100, max: 20_000 },
  /** A corner's coordinate in the photo, pixels (the photo's width and height at most). */
  pixel: { min: 0, max: 20_000 },
  /** Sun direction: azimuth clockwise from north, elevation above the horizon, degrees. */
  azimuth: { min: 0, max: 360 },
  elevation: { min: 0, max: 90 },
  /** A share link's life in whole hours (one hour to one year); null: permanent. */
  shareHours: { min: 1, max: 8760 },
} as const;

/** The settings a company starts with. */
export const DEFAULT_RENDER_SETTINGS: RenderSettings = {
  quality: "middle",
  sun: { azimuth: 135, elevation: 45 },
  share_hours_default: 72,
};

const degrees = (limit: { min: number; max: number }) => {
  const error = keyed("validation.degrees_between", limit);
  return z.number(error).min(limit.min, error).max(limit.max, error);
};

export const renderQualitySchema = z.enum(RENDER_QUALITIES, { error: "validation.render_quality_invalid" });

export const sunSchema = z.object({
  azimuth: degrees(RENDER_LIMITS.azimuth),
  elevation: degrees(RENDER_LIMITS.elevation),
});
export type Sun = z.infer<typeof sunSchema>;

const hoursError = keyed("validation.hours_between", RENDER_LIMITS.shareHours);
/** A share link's life in hours, or null for a link that never expires. */
export const shareHoursSchema = z
  .number(hoursError)
  .int(hoursError)
  .min(RENDER_LIMITS.shareHours.min, hoursError)
  .max(RENDER_LIMITS.shareHours.max, hoursError)
  .nullable();

export const renderTitleSchema = z
  .string({ error: "validation.render_title_required" })
  .trim()
  .min(RENDER_LIMITS.title.min, { error: "validation.render_title_required" })
  .max(RENDER_LIMITS.title.max, keyed("validation.text_too_long", { max: RENDER_LIMITS.title.max }));

export const openingSchema = z.object({
  width: mmSchema(RENDER_LIMITS.opening),
  height: mmSchema(RENDER_LIMITS.opening),
});

export type Corner = readonly [number, number];
const cornersError = keyed("validation.render_corners", { max: RENDER_LIMITS.pixel.max });
const coordinate = z
  .number(cornersError)
  .min(RENDER_LIMITS.pixel.min, cornersError)
  .max(RENDER_LIMITS.pixel.max, cornersError);

/**
 * True when the four corners (top-left, top-right, bottom-right, bottom-left) bound a convex
 * opening of some area: every turn goes the same way, none straight.
 */
export function isConvexOpening(corners: readonly Corner[]): boolean {
  if (corners.length !== 4) return false;
  let sign = 0;
  for (let i = 0; i < 4; i += 1) {
    const [ax, ay] = corners[i] as Corner;
    const [bx, by] = corners[(i + 1) % 4] as Corner;
    const [cx, cy] = corners[(i + 2) % 4] as Corner;
    const turn = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (turn === 0) return false;
    const s = Math.sign(turn);
    if (sign !== 0 && s !== sign) return false;
    sign = s;
  }
  return true;
}

/** The opening's four corners in photo pixels, top-left, top-right, bottom-right, bottom-left. */
export const cornersSchema = z
  .array(z.tuple([coordinate, coordinate], cornersError), cornersError)
  .length(4, cornersError)
  .refine((corners) => isConvexOpening(corners), cornersError);

/** A company's render settings: the editor's starting quality and sun, a new share link's life. */
export const renderSettingsSchema = z.object({
  quality: renderQualitySchema,
  sun: sunSchema,
  share_hours_default: shareHoursSchema,
});
export type RenderSettings = z.infer<typeof renderSettingsSchema>;
