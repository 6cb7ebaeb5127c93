import { Form, Input } from "antd";
import { passwordStrengthRule, type SchemaSource, zodRule } from "./zod-rules.ts";

/**
 * A form's new `password` and its `confirmPassword`, checked by the form's core schema (length,
 * "the two match") and by the strength rule (no default, no too-simple password). The
 * confirmation is checked again whenever the password changes.
 */
export function NewPasswordFields({
  schema,
  labels,
}: {
  schema: SchemaSource;
  labels: { password: string; confirm: string };
}) {
  return (
    <>
      <Form.Item
        name="password"
        label={labels.password}
        validateFirst
        rules={[zodRule(schema, "password"), passwordStrengthRule]}
      >
        <Input.Password autoComplete="new-password" data-testid="password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={labels.confirm}
        dependencies={["password"]}
        rules={[zodRule(schema, "confirmPassword")]}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
    </>
  );
}
