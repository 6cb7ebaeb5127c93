import { yuanToFen } from "@fenestra/core/workflows/contract-fields";
import type { FormInstance, FormRule } from "antd";
import type { z } from "zod";
import { isApiError } from "../api/api-error.ts";
import { ordersText } from "../i18n/orders-text.ts";
import { type IssueText, refuseBy, schemaRule } from "./zod-rules.ts";

// Form rules of the contract pages from core's shared schemas (workflows/contract-fields), so
// the form refuses what the server would refuse, with the same words; nothing is clamped.

/** A core rule key ("pricing.invalid_discount") in the orders namespace's "rules" group. */
export function ruleText(key: string, options?: Record<string, unknown>): string {
  return ordersText(`rules.${key}` as never, options);
}

/** A contract field checked by a core schema, refused in the orders namespace's words. */
export const contractRule = (schema: z.ZodType): FormRule => schemaRule(schema, ruleText);

/**
 * A money field typed in yuan, checked in fen by a core schema (and at most 2 decimals); `text`
 * words the schema's keys (default: the contract pages', a feature with its own passes its own).
 */
export function yuanRule(
  schema: z.ZodType,
  extra?: (fen: number) => string | undefined,
  text: IssueText = ruleText,
): FormRule {
  return {
    async validator(_rule, value: unknown) {
      if (value === undefined || value === null || value === "") return;
      const fen = typeof value === "number" ? yuanToFen(value) : undefined;
      if (fen === undefined) throw new Error(text("pricing.price_decimals"));
      refuseBy(schema, fen, text);
      const more = extra?.(fen);
      if (more) throw new Error(more);
    },
  };
}

/** Puts the server's field error (HTTP 400) under its field; true when it did. */
export function showAtField(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error) || !error.fieldError?.field) return false;
  const name = error.fieldError.field.split(".")[0] ?? "";
  if (!form.getFieldInstance(name) && form.getFieldValue(name) === undefined) return false;
  form.setFields([{ name, errors: [error.fieldError.message] }]);
  return true;
}
