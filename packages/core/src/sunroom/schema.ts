// The shape of a saved sunroom (the API's body): types only, each number finite. The ranges and
// the rules between fields are sunroomIssues' (validate.ts), so the page and the server refuse the
// same values with the same field and message.
import { z } from "zod";
import { MAX_CODE_CHARS, MAX_LENGTH_MM } from "../design/limits.ts";
import { regionSchema } from "../design/schema.ts";
import { snowZones, windZones } from "./loads.ts";
import { roofPanelKinds, roofTypes, type Sunroom } from "./model.ts";

const num = z.number().finite();
const code = z.string().max(MAX_CODE_CHARS);

/** At most this many facets keep a drawing (20 bays on each of three sides). */
export const MAX_FACET_DRAWINGS = 60;

export const sunroomSchema: z.ZodType<Sunroom> = z.object({
  width: num,
  depth: num,
  roof: z.enum(roofTypes),
  slope: z.discriminatedUnion("by", [
    z.object({ by: z.literal("pitch"), degrees: num }),
    z.object({ by: z.literal("ridge"), height: num }),
    z.object({ by: z.literal("fall"), percent: num }),
    z.object({ by: z.literal("fallPerMetre"), mmPerMetre: num }),
    z.object({ by: z.literal("drop"), drop: num }),
  ]),
  eaveHeight: num,
  overhang: num,
  bays: z.object({ left: num, front: num, right: num }),
  rafterProfile: code,
  rafterSpacing: num,
  purlinSpacing: num,
  snowZone: z.enum(snowZones as [string, ...string[]]) as z.ZodType<Sunroom["snowZone"]>,
  windZone: z.enum(windZones as [string, ...string[]]) as z.ZodType<Sunroom["windZone"]>,
  roofPanel: z.object({ kind: z.enum(roofPanelKinds), spec: z.string().max(100), weight: num }),
  seriesId: code,
  facetSeriesId: code,
  colour: code,
  facetRegions: z
    .record(
      z.string().max(MAX_CODE_CHARS),
      z.object({
        width: z.number().positive().max(MAX_LENGTH_MM),
        height: z.number().positive().max(MAX_LENGTH_MM),
        root: regionSchema,
      }),
    )
    .refine((r) => Object.keys(r).length <= MAX_FACET_DRAWINGS),
});
