import { changePasswordSchema, type ChangePasswordForm as Values } from "@fenestra/core/account/index";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../shared/api/endpoints/auth.ts";
import { NewPasswordFields } from "../../../shared/forms/NewPasswordFields.tsx";
import { SchemaField } from "../../../shared/forms/SchemaField.tsx";
import { useFormSubmit } from "../../../shared/forms/use-form-submit.ts";

export function ChangePasswordForm() {
  const { t } = useTranslation("personal");
  const [form] = Form.useForm<Values>();
  const { busy, submit } = useFormSubmit(form, authApi.changePassword, {
    success: t("changePassword.success"),
    failed: t("changePassword.failed"),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420 }}
      onFinish={(v) => void submit(v)}
    >
      <SchemaField schema={changePasswordSchema} name="oldPassword" label={t("changePassword.old")}>
        <Input.Password autoComplete="current-password" data-testid="old-password" />
      </SchemaField>
      <NewPasswordFields
        schema={changePasswordSchema}
        labels={{ password: t("changePassword.new"), confirm: t("changePassword.confirm") }}
      />
      <Button type="primary" htmlType="submit" loading={busy} data-testid="submit">
        {t("changePassword.submit")}
      </Button>
    </Form>
  );
}
