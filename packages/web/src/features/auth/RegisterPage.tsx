import { REGISTER_ROLES, type RegisterForm, registerSchema } from "@fenestra/core/account/index";
import { Button, Checkbox, Form, Input, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authApi } from "../../shared/api/endpoints/auth.ts";
import { NewPasswordFields } from "../../shared/forms/NewPasswordFields.tsx";
import { SchemaField } from "../../shared/forms/SchemaField.tsx";
import { useSend } from "../../shared/forms/use-form-submit.ts";
import { completeSignIn } from "../../shared/session/sign-in.ts";
import { SESSION_KEYS } from "../../shared/storage/keys.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { PictureCodeField } from "./components/PictureCodeField.tsx";
import { SmsCodeField } from "./components/SmsCodeField.tsx";

/** The picture code's fields: sent with the verification code request, not with the registration. */
type PictureValues = { pictureId?: string; pictureCode?: string };

export function Component() {
  const { t } = useTranslation("auth");
  const [form] = Form.useForm<RegisterForm & PictureValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitation =
    params.get("invitation_code") ?? sessionStorage.getItem(SESSION_KEYS.invitationCode) ?? undefined;

  const role = Form.useWatch("role", form);
  /** Moves on after each code asked: the picture answers one try (PictureCodeField). */
  const [pictures, setPictures] = useState(0);

  const { busy, submit } = useSend(
    async ({ pictureId: _id, pictureCode: _code, ...values }: RegisterForm & PictureValues) => {
      const invitationCode = values.invitationCode?.trim() || undefined;
      // the registration code is a dealer's (SPEC §5); it is asked of no other role
      const registrationCode = values.role === "dealer" ? values.registrationCode?.trim() : undefined;
      await completeSignIn(await authApi.register({ ...values, invitationCode, registrationCode }));
    },
    { success: t("register.success"), failed: t("register.failed") },
    () => navigate("/home"),
  );

  return (
    <AuthCard title={t("register.title")} footer={<Link to="/login">{t("register.toLogin")}</Link>}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: "factory", invitationCode: invitation, agree: false }}
        onFinish={(v) => void submit(v)}
      >
        <SchemaField schema={registerSchema} name="role" label={t("field.role")}>
          <Radio.Group
            data-testid="role"
            options={REGISTER_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          />
        </SchemaField>
        <SchemaField schema={registerSchema} name="phone" label={t("field.phone")}>
          <Input inputMode="tel" autoComplete="tel" data-testid="phone" />
        </SchemaField>
        <SchemaField schema={registerSchema} name="phoneAgain" label={t("field.phoneAgain")}>
          <Input inputMode="tel" autoComplete="off" data-testid="phone-again" />
        </SchemaField>
        <PictureCodeField drawn={pictures} />
        <SmsCodeField
          form={form}
          purpose="register"
          schema={registerSchema}
          onPictureUsed={() => setPictures((n) => n + 1)}
        />
        <NewPasswordFields
          schema={registerSchema}
          labels={{ password: t("field.password"), confirm: t("field.confirmPassword") }}
        />
        <SchemaField schema={registerSchema} name="company" label={t("field.company")}>
          <Input data-testid="company" />
        </SchemaField>
        <SchemaField
          schema={registerSchema}
          name="spaceName"
          label={t("field.spaceName")}
          extra={t("hint.spaceName")}
        >
          <Input data-testid="space-name" />
        </SchemaField>
        <SchemaField
          schema={registerSchema}
          name="username"
          label={t("field.username")}
          extra={t("hint.username")}
        >
          <Input autoComplete="username" data-testid="username" />
        </SchemaField>
        <SchemaField schema={registerSchema} name="nickname" label={t("field.nickname")}>
          <Input data-testid="nickname" />
        </SchemaField>
        {role === "dealer" && (
          <SchemaField
            schema={registerSchema}
            name="registrationCode"
            label={t("field.registrationCode")}
            extra={t("hint.registrationCode")}
          >
            <Input data-testid="registration-code" />
          </SchemaField>
        )}
        <SchemaField schema={registerSchema} name="invitationCode" label={t("field.invitationCode")}>
          <Input data-testid="invitation" />
        </SchemaField>
        <SchemaField schema={registerSchema} name="agree" valuePropName="checked">
          <Checkbox data-testid="agree">{t("register.agree")}</Checkbox>
        </SchemaField>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="submit">
          {t("register.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
