import { changePasswordSchema } from "@fenestra/core/account/index";
import type { FormRule } from "antd";
import type { RuleObject } from "antd/es/form";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import common from "../../locales/en-US/common.json";
import { schemaRule, zodRule } from "./zod-rules.ts";

// The one adapter from core's schemas to form rules: the message a user reads under a field.

beforeAll(async () => {
  await i18next.init({ lng: "en-US", resources: { "en-US": { common } }, defaultNS: "common" });
});

/** The rule's refusal for `value` in a form holding `form`, or null when accepted. */
async function refusal(
  rule: FormRule,
  value: unknown,
  form: Record<string, unknown> = {},
): Promise<string | null> {
  const made = typeof rule === "function" ? rule({ getFieldsValue: () => form } as never) : rule;
  try {
    await (made as RuleObject).validator?.({} as RuleObject, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("zodRule: a field of a core form schema", () => {
  const rule = (field: string) => zodRule(changePasswordSchema, field);
  const filled = { oldPassword: "Old#Window1", password: "Window#Frame9", confirmPassword: "Window#Frame9" };

  it("says the field's own rule in the user's words", async () => {
    expect(await refusal(rule("password"), "short", { ...filled, password: "short" })).toBe(
      "The password must be 8 to 18 characters",
    );
  });

  it("refuses a confirmation that differs, under the confirmation", async () => {
    const form = { ...filled, confirmPassword: "Window#Frame8" };
    expect(await refusal(rule("confirmPassword"), "Window#Frame8", form)).toBe(
      "The two passwords do not match",
    );
    expect(await refusal(rule("password"), "Window#Frame9", form)).toBeNull();
  });

  it("accepts a form that is whole", async () => {
    for (const field of Object.keys(filled)) {
      expect(await refusal(rule(field), filled[field as keyof typeof filled], filled)).toBeNull();
    }
  });

  it("loads a schema given as a loader", async () => {
    const loaded = zodRule(async () => changePasswordSchema, "oldPassword");
    expect(await refusal(loaded, "", { ...filled, oldPassword: "" })).toBe("Please enter the old password");
  });
});

describe("schemaRule: one value checked by one schema", () => {
  const name = z.string().max(3, { error: "validation.nickname_length" });

  it("leaves an empty field to `required` and refuses a value the schema refuses", async () => {
    expect(await refusal(schemaRule(name), undefined)).toBeNull();
    expect(await refusal(schemaRule(name), "abcd")).toBe("The nickname must be under 16 characters");
    expect(await refusal(schemaRule(name), "abc")).toBeNull();
  });

  it("says the refusal through the feature's own translator", async () => {
    expect(
      await refusal(
        schemaRule(name, (key) => `[${key}]`),
        "abcd",
      ),
    ).toBe("[validation.nickname_length]");
  });
});
