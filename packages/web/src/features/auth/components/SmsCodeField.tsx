import type { SmsPurpose } from "@fenestra/core/account/index";
import { Flex, Form, type FormInstance, Input } from "antd";
import { useTranslation } from "react-i18next";
import { type SchemaSource, zodRule } from "../../../shared/forms/zod-rules.ts";
import { SmsCodeButton } from "./SmsCodeButton.tsx";

/** The form's `code` field, checked by the form's core schema, with its send-code button beside it (the code goes to the form's `phone`). */
export function SmsCodeField({
  form,
  purpose,
  schema,
  onPictureUsed,
}: {
  form: FormInstance;
  purpose: SmsPurpose;
  schema: SchemaSource;
  /** A registration's code was asked with the picture code: draw a new picture (PictureCodeField). */
  onPictureUsed?: () => void;
}) {
  const { t } = useTranslation("auth");
  return (
    <Form.Item label={t("field.code")} required>
      <Flex gap={8}>
        <Form.Item name="code" noStyle rules={[zodRule(schema, "code")]}>
          <Input inputMode="numeric" maxLength={6} data-testid="code" />
        </Form.Item>
        <SmsCodeButton form={form} purpose={purpose} onPictureUsed={onPictureUsed} />
      </Flex>
    </Form.Item>
  );
}
