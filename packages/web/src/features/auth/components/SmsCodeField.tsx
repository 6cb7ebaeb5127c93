import type { SmsPurpose } from "@fenestra/core/account/index";
import { Flex, Form, type FormInstance, Input } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { SmsCodeButton } from "./SmsCodeButton.tsx";

/** The form's `code` field with its send-code button beside it (the code goes to the form's `phone`). */
export function SmsCodeField({
  form,
  purpose,
  rules,
}: {
  form: FormInstance;
  purpose: SmsPurpose;
  rules: Rule[];
}) {
  const { t } = useTranslation("auth");
  return (
    <Form.Item label={t("field.code")} required>
      <Flex gap={8}>
        <Form.Item name="code" noStyle rules={rules}>
          <Input inputMode="numeric" maxLength={6} data-testid="code" />
        </Form.Item>
        <SmsCodeButton form={form} purpose={purpose} />
      </Flex>
    </Form.Item>
  );
}
