import { Button, Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { useFormSubmit } from "../../../shared/forms/use-form-submit.ts";

/**
 * A form of the account-setting tabs (password, phone): its fields, then the submit button; it
 * sends once valid, says how it went, and clears itself once sent.
 */
export function SettingForm<Values>({
  form,
  send,
  texts,
  children,
}: {
  form: FormInstance<Values>;
  send: (values: Values) => Promise<unknown>;
  texts: { success: string; failed: string; submit: string };
  children: ReactNode;
}) {
  const { busy, submit } = useFormSubmit(form, send, texts);
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420 }}
      onFinish={(v) => void submit(v)}
    >
      {children}
      <Button type="primary" htmlType="submit" loading={busy} data-testid="submit">
        {texts.submit}
      </Button>
    </Form>
  );
}
