import { changePhoneSchema, type ChangePhoneForm as Values } from "@fenestra/core/account/index";
import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../shared/api/endpoints/auth.ts";
import { SchemaField } from "../../../shared/forms/SchemaField.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { storeSession } from "../../../shared/storage/session-store.ts";
import { SmsCodeField } from "../../auth/index.ts";
import { SettingForm } from "./SettingForm.tsx";

/** Another phone to sign in with: the new phone's SMS code and the current password. */
export function ChangePhoneForm() {
  const { t } = useTranslation("personal");
  const session = useSession();
  const [form] = Form.useForm<Values>();
  return (
    <SettingForm
      form={form}
      send={async (values: Values) => storeSession(await authApi.changePhone(values))}
      texts={{
        success: t("changePhone.success"),
        failed: t("changePhone.failed"),
        submit: t("changePhone.submit"),
      }}
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
    </SettingForm>
  );
}
