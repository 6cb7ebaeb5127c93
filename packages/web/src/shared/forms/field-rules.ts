import { yuanToFen } from "@fenestra/core/workflows/contract-fields";
import type { FormInstance, FormRule } from "antd";
import type { z } from "zod";
import { isApiError } from "../api/api-error.ts";
import { ordersText } from "../i18n/orders-text.ts";

// Form rules of the contract pages from core's shared schemas (workflows/contract-fields), so
// the form refuses what the server would refuse, with the same words; nothing is clamped.

/** A core rule key ("pricing.invalid_discount") in the orders namespace's "rules" group. */
export function ruleText(key: string, options?: Record<string, unknown>): string {
  return ordersText(`rules.${key}` as never, options);
}

function firstKey(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : (result.error.issues[0]?.message ?? "validation.invalid");
}

/** A field checked by a core schema; empty is left to `required`. */
export function schemaRule(schema: z.ZodType): FormRule {
  return {
    async validator(_rule, value: unknown) {
      if (value === undefined || value === null) return;
      const key = firstKey(schema.safeParse(value));
      if (key) throw new Error(ruleText(key));
    },
  };
}

/** A money field typed in yuan, checked in fen by a core schema (and at most 2 decimals). */
export function yuanRule(schema: z.ZodType, extra?: (fen: number) => string | undefined): FormRule {
  return {
    async validator(_rule, value: unknown) {
      if (value === undefined || value === null || value === "") return;
      const fen = typeof value === "number" ? yuanToFen(value) : undefined;
      if (fen === undefined) throw new Error(ruleText("pricing.price_decimals"));
      const key = firstKey(schema.safeParse(fen));
      if (key) throw new Error(ruleText(key));
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
