import { Form, type FormItemProps } from "antd";
import { type SchemaSource, zodRule } from "./zod-rules.ts";

/**
 * The form field of a core form schema: `<SchemaField schema={s} name="phone" label={…}>` is
 * checked by the schema's `phone` (and the schema's cross-field checks), before its own `rules`.
 */
export function SchemaField({
  schema,
  name,
  rules = [],
  ...props
}: Omit<FormItemProps, "name"> & { schema: SchemaSource; name: string }) {
  return <Form.Item name={name} rules={[zodRule(schema, name), ...rules]} {...props} />;
}
