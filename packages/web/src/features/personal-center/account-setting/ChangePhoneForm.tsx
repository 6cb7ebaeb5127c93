import { changePhoneSchema, type ChangePhoneForm as Values } from "@fenestra/core/account/index";
import { Button, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../shared/api/endpoints/auth.ts";
import { SchemaField } from "../../../shared/forms/SchemaField.tsx";
import { useFormSubmit } from "../../../shared/forms/use-form-submit.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { storeSession } from "../../../shared/storage/session-store.ts";
import { SmsCodeField } from "../../auth/index.ts";

/** Another phone to sign in with: the new phone's SMS code and the current password. */
export function ChangePhoneForm() {
  const { t } = useTranslation("personal");
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const { busy, submit } = useFormSubmit(
    form,
    async (values: Values) => storeSession(await authApi.changePhone(values)),
    { success: t("changePhone.success"), failed: t("changePhone.failed") },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420 }}
      onFinish={(v) => void submit(v)}
    >
      <Typography.Paragraph type="secondary">
        {t("changePhone.current", { phone: session?.userinfo?.phone_number ?? "" })}
      </Typography.Paragraph>
      <SchemaField schema={changePhoneSchema} name="phone" label={t("changePhone.new")}>
        <Input inputMode="tel" autoComplete="tel" data-testid="new-phone" />
      </SchemaField>
      <SmsCodeField form={form} purpose="bind" schema={changePhoneSchema} />
      <SchemaField schema={changePhoneSchema} name="password" label={t("changePhone.password")}>
        <Input.Password autoComplete="current-password" data-testid="password" />
      </SchemaField>
      <Typography.Paragraph type="secondary">{t("changePhone.hint")}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="submit">
        {t("changePhone.submit")}
      </Button>
    </Form>
  );
}
