import type { FormRule } from "antd";
import type { z } from "zod";
import { translateKey } from "../i18n/i18n.ts";

// Turns the core zod schemas into Ant Design form rules, so a rule such as "password 8 to 18
// characters" is written once (in core) and its message is a translated key.

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

type Issue = { message: string; params?: unknown };

/** The issue's message key translated, its placeholders ({{min}}, {{max}}…) from the issue's params. */
function issueText(issue: Issue | undefined): string {
  const params = issue?.params && typeof issue.params === "object" ? issue.params : undefined;
  return translateKey(issue?.message ?? "validation.invalid", params as Record<string, unknown> | undefined);
}

function firstIssueFor(result: z.ZodSafeParseResult<unknown>, field: string): Issue | undefined {
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join(".") === field);
}

/** A form schema, or a loader of one: a page can then render before zod has loaded. */
export type SchemaSource = AnyObjectSchema | (() => Promise<AnyObjectSchema>);

/**
 * A rule for one field: the field's own schema first, then the form schema's cross-field checks
 * (e.g. "confirmation matches"), which zod runs once the fields themselves are valid.
 */
export function zodRule(source: SchemaSource, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    async validator(_rule, value: unknown) {
      const schema = typeof source === "function" ? await source() : source;
      const own = schema.shape[field] as z.ZodType | undefined;
      if (own) {
        const result = own.safeParse(value);
        if (!result.success) throw new Error(issueText(result.error.issues[0]));
      }
      const whole = schema.safeParse(getFieldsValue(true));
      const issue = firstIssueFor(whole, field);
      if (issue) throw new Error(issueText(issue));
    },
  });
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
