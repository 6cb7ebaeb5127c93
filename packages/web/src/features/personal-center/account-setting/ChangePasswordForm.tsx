import { changePasswordSchema, type ChangePasswordForm as Values } from "@fenestra/core/account/index";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../shared/api/endpoints/auth.ts";
import { NewPasswordFields } from "../../../shared/forms/NewPasswordFields.tsx";
import { SchemaField } from "../../../shared/forms/SchemaField.tsx";
import { SettingForm } from "./SettingForm.tsx";

export function ChangePasswordForm() {
  const { t } = useTranslation("personal");
  const [form] = Form.useForm<Values>();
  return (
    <SettingForm
      form={form}
      send={authApi.changePassword}
      texts={{
        success: t("changePassword.success"),
        failed: t("changePassword.failed"),
        submit: t("changePassword.submit"),
      }}
    >
      <SchemaField schema={changePasswordSchema} name="oldPassword" label={t("changePassword.old")}>
        <Input.Password autoComplete="current-password" data-testid="old-password" />
      </SchemaField>
      <NewPasswordFields
        schema={changePasswordSchema}
        labels={{ password: t("changePassword.new"), confirm: t("changePassword.confirm") }}
      />
    </SettingForm>
  );
}
