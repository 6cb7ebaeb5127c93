import { type ResetPasswordForm, resetPasswordSchema } from "@fenestra/core/account/index";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { authApi } from "../../shared/api/endpoints/auth.ts";
import { NewPasswordFields } from "../../shared/forms/NewPasswordFields.tsx";
import { SchemaField } from "../../shared/forms/SchemaField.tsx";
import { useSend } from "../../shared/forms/use-form-submit.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { SmsCodeField } from "./components/SmsCodeField.tsx";

export function Component() {
  const { t } = useTranslation("auth");
  const [form] = Form.useForm<ResetPasswordForm>();
  const navigate = useNavigate();

  const { busy, submit } = useSend(
    authApi.resetPassword,
    { success: t("forgot.success"), failed: t("forgot.failed") },
    () => navigate("/login"),
  );

  return (
    <AuthCard title={t("forgot.title")} footer={<Link to="/login">{t("register.toLogin")}</Link>}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <SchemaField schema={resetPasswordSchema} name="phone" label={t("field.phone")}>
          <Input inputMode="tel" data-testid="phone" />
        </SchemaField>
        <SmsCodeField form={form} purpose="reset" schema={resetPasswordSchema} />
        <NewPasswordFields
          schema={resetPasswordSchema}
          labels={{ password: t("field.newPassword"), confirm: t("field.confirmPassword") }}
        />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="submit">
          {t("forgot.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
