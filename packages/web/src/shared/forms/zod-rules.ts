import type { FormRule } from "antd";
import type { z } from "zod";
import { translateKey } from "../i18n/i18n.ts";

// The one adapter from core's zod schemas to Ant Design form rules, so a rule such as "password
// 8 to 18 characters" is written once (in core) and its message is a translated key. A feature
// whose rule keys live in its own namespace ("orders:rules.…") passes its translator.

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

type Issue = { message: string; params?: unknown };

/** Translates a core rule key (its placeholders {{min}}, {{max}}… from the issue's params). */
export type IssueText = (key: string, params?: Record<string, unknown>) => string;

/** The keys of the default namespace ("validation.password_length"). */
const defaultText: IssueText = (key, params) => translateKey(key, params);

function issueText(issue: Issue | undefined, text: IssueText): string {
  const params = issue?.params && typeof issue.params === "object" ? issue.params : undefined;
  return text(issue?.message ?? "validation.invalid", params as Record<string, unknown> | undefined);
}

/** Throws the first refusal of `schema` for `value`, in words; returns when it is accepted. */
export function refuseBy(schema: z.ZodType, value: unknown, text: IssueText = defaultText): void {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(issueText(result.error.issues[0], text));
}

/** A form schema, or a loader of one: a page can then render before zod has loaded. */
export type SchemaSource = AnyObjectSchema | (() => Promise<AnyObjectSchema>);

/**
 * A rule for one field of a form schema: the field's own schema first, then the form schema's
 * cross-field checks (e.g. "confirmation matches"), which zod runs once the fields are valid.
 */
export function zodRule(source: SchemaSource, field: string, text: IssueText = defaultText): FormRule {
  return ({ getFieldsValue }) => ({
    async validator(_rule, value: unknown) {
      const schema = typeof source === "function" ? await source() : source;
      const own = schema.shape[field] as z.ZodType | undefined;
      if (own) refuseBy(own, value, text);
      const whole = schema.safeParse(getFieldsValue(true));
      const issue = whole.success ? undefined : whole.error.issues.find((i) => i.path.join(".") === field);
      if (issue) throw new Error(issueText(issue, text));
    },
  });
}

/** A field checked by one core schema alone; empty is left to `required`. */
export function schemaRule(schema: z.ZodType, text: IssueText = defaultText): FormRule {
  return {
    async validator(_rule, value: unknown) {
      if (value === undefined || value === null) return;
      refuseBy(schema, value, text);
    },
  };
}

/** Refuses the default and too-simple passwords; the dictionary loads only when needed. */
export const passwordStrengthRule: FormRule = {
  async validator(_rule, value: unknown) {
    if (typeof value !== "string" || value.length === 0) return;
    const { checkPasswordStrength } = await import("@fenestra/core/account/password-strength");
    const verdict = checkPasswordStrength(value);
    if (!verdict.ok) throw new Error(translateKey(verdict.key));
  },
};
