import { z } from "zod";
import { customerNameSchema, customerPhoneSchema } from "../crm/customer-fields.ts";
import { MAX_LENGTH_MM } from "../design/limits.ts";

// The customer order form (SPEC §2 /customOrder, issue 34): a company shares one link (or its QR
// code); a customer who does not sign in picks some of the templates the company chose to show,
// types each window's size and colour and their name and phone, and it arrives as an intention
// order and a CRM lead. What the company sets and what the customer sends are checked here, so
// the server and the form refuse the same things with the same message keys (docs/custom-order.md).

/** Most templates one link shows. */
export const MAX_LINK_TEMPLATES = 30;
/** Most windows one customer order carries. */
export const MAX_ORDER_WINDOWS = 20;
/** Most of one window in one line. */
export const MAX_WINDOW_COUNT = 100;
/** Longest note a customer may leave. */
export const MAX_CUSTOMER_NOTE = 200;

const mm = z
  .number({ error: "validation.length_range" })
  .int({ error: "validation.length_range" })
  .min(1, { error: "validation.length_range" })
  .max(MAX_LENGTH_MM, { error: "validation.length_range" });

/**
 * One template the link shows and the sizes a customer may order it in, mm: the company sets the
 * range its workshop makes that window in. `key` is the library's ("builtin:<id>" or "user:<id>").
 */
export const linkTemplateSchema = z
  .object({
    key: z.string().regex(/^(builtin:[a-z0-9-]+|user:\d+)$/, { error: "validation.invalid" }),
    minWidth: mm,
    maxWidth: mm,
    minHeight: mm,
    maxHeight: mm,
  })
  .refine((t) => t.minWidth <= t.maxWidth, { error: "customOrder.range_reversed", path: ["maxWidth"] })
  .refine((t) => t.minHeight <= t.maxHeight, { error: "customOrder.range_reversed", path: ["maxHeight"] });
export type LinkTemplate = z.infer<typeof linkTemplateSchema>;

/** What the company sets on its link: the templates shown, and whether prices are shown. */
export const linkSettingsSchema = z.object({
  enabled: z.boolean(),
  showPrice: z.boolean(),
  templates: z
    .array(linkTemplateSchema)
    .max(MAX_LINK_TEMPLATES, { error: "customOrder.too_many_templates" })
    .refine((list) => new Set(list.map((t) => t.key)).size === list.length, {
      error: "customOrder.template_repeated",
    }),
});
export type LinkSettings = z.infer<typeof linkSettingsSchema>;

/** One window as the customer asks for it: a shown template, its size (mm), colour and count. */
export const customerWindowSchema = z.object({
  templateKey: z.string().min(1, { error: "customOrder.template_not_offered" }).max(40),
  width: z.number({ error: "validation.length_range" }),
  height: z.number({ error: "validation.length_range" }),
  colour: z.string().max(64).default(""),
  count: z
    .number({ error: "customOrder.count_range" })
    .int({ error: "customOrder.count_range" })
    .min(1, { error: "customOrder.count_range" })
    .max(MAX_WINDOW_COUNT, { error: "customOrder.count_range" }),
});
export type CustomerWindow = z.infer<typeof customerWindowSchema>;

export const customerWindowsSchema = z
  .array(customerWindowSchema)
  .min(1, { error: "customOrder.no_windows" })
  .max(MAX_ORDER_WINDOWS, { error: "customOrder.too_many_windows" });

/** The customer's order: windows, who they are, and the form's key for this one submission. */
export const customerOrderSchema = z.object({
  windows: customerWindowsSchema,
  name: customerNameSchema,
  phone: customerPhoneSchema,
  note: z.string().trim().max(MAX_CUSTOMER_NOTE, { error: "validation.note_length" }).default(""),
  /** The form's key for this submission: a resend with it creates nothing more. */
  submissionKey: z.string().regex(/^[\x21-\x7e]{8,100}$/, { error: "validation.invalid" }),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A refusal at one field of one window, with what is allowed. */
export type WindowRefusal = { field: string; key: string; params: Record<string, string> };

/**
 * Why the link does not take this window, or null when it does: a template it does not show, a
 * size outside the template's range (refused with the range, never moved into it), a colour the
 * company does not offer. `index` names the window in the field path ("windows.1.width").
 */
export function refuseWindow(
  templates: readonly LinkTemplate[],
  colours: readonly string[],
  window: CustomerWindow,
  index: number,
): WindowRefusal | null {
  const at = (field: string) => `windows.${index}.${field}`;
  const template = templates.find((t) => t.key === window.templateKey);
  if (!template) return { field: at("templateKey"), key: "customOrder.template_not_offered", params: {} };
  const outside = (value: number, min: number, max: number) =>
    !Number.isInteger(value) || value < min || value > max;
  if (outside(window.width, template.minWidth, template.maxWidth))
    return {
      field: at("width"),
      key: "customOrder.size_range",
      params: { min: String(template.minWidth), max: String(template.maxWidth) },
    };
  if (outside(window.height, template.minHeight, template.maxHeight))
    return {
      field: at("height"),
      key: "customOrder.size_range",
      params: { min: String(template.minHeight), max: String(template.maxHeight) },
    };
  if (colours.length > 0 && !colours.includes(window.colour))
    return { field: at("colour"), key: "customOrder.colour_not_offered", params: {} };
  return null;
}

/** The first refusal among the windows, or null when the link takes them all. */
export function refuseWindows(
  templates: readonly LinkTemplate[],
  colours: readonly string[],
  windows: readonly CustomerWindow[],
): WindowRefusal | null {
  for (const [index, window] of windows.entries()) {
    const refusal = refuseWindow(templates, colours, window, index);
    if (refusal) return refusal;
  }
  return null;
}

/** The lead's source in the CRM: the customers who came through the order link. */
export const CUSTOM_ORDER_SOURCE = "customOrder";
