import { labelPaperSchema } from "@fenestra/core/scanning/label-paper";
import { scanTextSchema } from "@fenestra/core/scanning/scan-text";
import { idSchema, MAX_ID, strictInt } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { CONTRACT_STATES } from "@fenestra/core/workflows/contract-machine";
import {
  EXPECTED_DAYS_MAX,
  EXPECTED_DAYS_MIN,
  LINK_STATUSES,
  WORKSHOP_LINKS,
} from "@fenestra/core/workshop/index";
import { z } from "zod";
import { versioned, versionSchema } from "../versioning.ts";

export const workshopLinkSchema = z.enum(WORKSHOP_LINKS, invalid);

export const linkSettingSchema = z.object({
  link: workshopLinkSchema,
  expectedDays: z
    .number(invalid)
    .int({ error: "workshop.expected_days_invalid" })
    .min(EXPECTED_DAYS_MIN, { error: "workshop.expected_days_invalid" })
    .max(EXPECTED_DAYS_MAX, { error: "workshop.expected_days_invalid" }),
});

/** The links in production order, with the version of the set-up read (or `overwrite: true`). */
export const linkSetupBodySchema = versioned(
  z.object({
    links: z
      .array(linkSettingSchema)
      .min(1, { error: "workshop.links_empty" })
      .max(WORKSHOP_LINKS.length, invalid),
  }),
);

export const workshopStaffSchema = z.object({
  userId: z.number(),
  name: z.string(),
  phone: z.string(),
  links: z.array(workshopLinkSchema),
});

export const linkSetupSchema = z.object({
  links: z.array(linkSettingSchema),
  staff: z.array(workshopStaffSchema),
  /** The version of the links (0 until the company first saves them); binding staff leaves it. */
  version: versionSchema,
});

export const staffParams = z.object({ userId: idSchema });
export const staffLinksBodySchema = z.object({
  links: z.array(workshopLinkSchema).max(WORKSHOP_LINKS.length, invalid),
});

export const WORKSHOP_EVENTS = [
  "design_review",
  "confirm_deposit",
  "arrange",
  "finish",
  "deliver",
  "revert",
  "confirm_balance",
] as const;
export type WorkshopEvent = (typeof WORKSHOP_EVENTS)[number];

export const workshopParams = z.object({ id: idSchema });
export const workshopActionSchema = z.object({
  event: z.enum(WORKSHOP_EVENTS, invalid),
  reason: z.string().max(200, invalid).optional(),
});

export const workshopContractQuerySchema = z.object({
  status: z.enum(CONTRACT_STATES, invalid).optional(),
});

export const workshopContractSchema = z.object({
  id: z.number(),
  contractNo: z.string(),
  customer: z.string(),
  status: z.enum(CONTRACT_STATES),
  /** fen */
  amount: z.number(),
  units: z.number(),
  packed: z.number(),
  percent: z.number(),
  overdue: z.number(),
  events: z.array(z.enum(WORKSHOP_EVENTS)),
});

export const unitLinkSchema = z.object({
  link: workshopLinkSchema,
  status: z.enum(LINK_STATUSES),
  workerName: z.string().nullable(),
  finishedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
});

export const unitSchema = z.object({
  id: z.number(),
  serial: z.string(),
  windowNo: z.string(),
  /** What the unit's QR label carries (an opaque token). */
  code: z.string(),
  currentLink: workshopLinkSchema.nullable(),
  overdue: z.boolean(),
  packageNo: z.string().nullable(),
  links: z.array(unitLinkSchema),
});

export const contractProgressSchema = z.object({
  contract: workshopContractSchema,
  perLink: z.array(
    z.object({ link: workshopLinkSchema, done: z.number(), total: z.number(), percent: z.number() }),
  ),
  percent: z.number(),
  units: z.array(unitSchema),
  packages: z.array(z.object({ id: z.number(), packageNo: z.string(), units: z.array(z.string()) })),
});

export const labelsQuerySchema = z.object({ paper: labelPaperSchema });

/** A label sheet as a background job: the paper, and the cut pieces' labels rather than the units'. */
export const labelJobBodySchema = z.object({ paper: labelPaperSchema, pieces: z.boolean().default(false) });

export const scanBodySchema = z.object({
  /** The device's own id of this scan (a resent scan carries the same one). */
  scanId: z.string().regex(/^[\x21-\x7e]{1,100}$/, invalid),
  /**
   * What the scan box read: a unit's QR (FEN1:U:…) or one of its cut pieces' (FEN1:C:…), or the
   * unit's number printed on either label, typed ("HT202611270001-003").
   */
  code: scanTextSchema(["unit", "piece"]),
  /** The contract chosen on the scanning screen (SPEC §5: one must be chosen before scanning). */
  contractId: strictInt(1, MAX_ID, "workshop.contract_required"),
});

export const scanResultSchema = z.object({
  serial: z.string(),
  windowNo: z.string(),
  contractNo: z.string(),
  link: workshopLinkSchema,
  finishedAt: z.string(),
  nextLink: workshopLinkSchema.nullable(),
});

export const unitParams = z.object({ id: idSchema });
export const withdrawBodySchema = z.object({
  link: workshopLinkSchema,
  reason: z.string().trim().min(1, { error: "workshop.reason_required" }).max(200, invalid),
});

/** What a withdrawal did: the unit, the link taken back, and the link the unit is at now. */
export const withdrawResultSchema = z.object({
  unitId: z.number(),
  serial: z.string(),
  link: workshopLinkSchema,
  reason: z.string(),
  withdrawnAt: z.string(),
  currentLink: workshopLinkSchema.nullable(),
});

export const boardQuerySchema = z.object({
  /** How many units to list per link (the counts are always whole). */
  limit: strictInt(1, 200, "validation.invalid").default(50),
});

export const boardSchema = z.object({
  units: z.number(),
  overdue: z.number(),
  links: z.array(
    z.object({
      link: workshopLinkSchema,
      count: z.number(),
      overdue: z.number(),
      units: z.array(
        z.object({
          id: z.number(),
          serial: z.string(),
          contractNo: z.string(),
          windowNo: z.string(),
          overdue: z.boolean(),
        }),
      ),
    }),
  ),
});

export const workerDaySchema = z.object({
  userId: z.number(),
  name: z.string(),
  today: z.number(),
  month: z.number(),
});

export const mySchema = z.object({
  links: z.array(workshopLinkSchema),
  today: z.number(),
  month: z.number(),
  recent: z.array(
    z.object({
      serial: z.string(),
      contractNo: z.string(),
      link: workshopLinkSchema,
      finishedAt: z.string(),
    }),
  ),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, invalid);
export const wagesQuerySchema = z.object({ from: isoDate, to: isoDate });
export const wagesSchema = z.object({
  from: z.string(),
  to: z.string(),
  workers: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      pieces: z.number(),
      /** fen */
      amount: z.number(),
      perLink: z.array(z.object({ link: workshopLinkSchema, pieces: z.number(), amount: z.number() })),
    }),
  ),
  /** fen */
  total: z.number(),
});

export const packageBodySchema = z.object({
  unitIds: z.array(idSchema).min(1, { error: "workshop.package_empty" }).max(500, invalid),
});
export const packageSchema = z.object({ id: z.number(), packageNo: z.string(), units: z.array(z.string()) });
export const packageParams = z.object({ id: idSchema });

export type ContractProgress = z.infer<typeof contractProgressSchema>;
