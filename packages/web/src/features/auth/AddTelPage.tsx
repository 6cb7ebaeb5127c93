import { type BindPhoneForm, bindPhoneSchema } from "@fenestra/core/account/index";
import { Button, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { authApi } from "../../shared/api/endpoints/auth.ts";
import { SchemaField } from "../../shared/forms/SchemaField.tsx";
import { useSend } from "../../shared/forms/use-form-submit.ts";
import { completeSignIn } from "../../shared/session/sign-in.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { SmsCodeField } from "./components/SmsCodeField.tsx";

/** /addtel: after a third-party sign-in without a phone, bind one. */
export function Component() {
  const { t } = useTranslation("auth");
  const [form] = Form.useForm<BindPhoneForm>();
  const navigate = useNavigate();

  const { busy, submit } = useSend(
    async (values: BindPhoneForm) => completeSignIn(await authApi.bindPhone(values)),
    { success: t("addtel.success"), failed: t("addtel.failed") },
    () => navigate("/home"),
  );

  return (
    <AuthCard title={t("addtel.title")}>
      <Typography.Paragraph type="secondary">{t("addtel.hint")}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <SchemaField schema={bindPhoneSchema} name="phone" label={t("field.phone")}>
          <Input inputMode="tel" data-testid="phone" />
        </SchemaField>
        <SmsCodeField form={form} purpose="bind" schema={bindPhoneSchema} />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="submit">
          {t("addtel.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
