import { Form, type FormItemProps } from "antd";

/**
 * A form field the form does not send empty: `message` shows under it while it is; with `text`,
 * a value of blanks only is empty too. `rules` are checked after.
 */
export function RequiredItem({
  message,
  text,
  rules = [],
  ...props
}: FormItemProps & { message: string; text?: boolean }) {
  return (
    <Form.Item
      rules={[{ required: true, ...(text && { whitespace: true }), message }, ...rules]}
      {...props}
    />
  );
}
