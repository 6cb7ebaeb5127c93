import { loginSmsSchema } from "@fenestra/core/account/index";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { authApi } from "../../shared/api/endpoints/auth.ts";
import { showError } from "../../shared/api/show-error.ts";
import { SchemaField } from "../../shared/forms/SchemaField.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { AuthCard } from "./components/AuthCard.tsx";

/** /messagelogin: enter the phone, get a code, continue on /messagelogin-code. */
export function Component() {
  const { t } = useTranslation("auth");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function submit({ phone }: { phone: string }) {
    setBusy(true);
    try {
      await authApi.sendSmsCode(phone, "login");
      toast.success(t("sms.sent"));
      navigate(`/messagelogin-code?phone=${encodeURIComponent(phone)}`);
    } catch (error) {
      showError(error, t("sms.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("smsLogin.title")} footer={<Link to="/login">{t("smsLogin.byPassword")}</Link>}>
      <Form layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <SchemaField schema={loginSmsSchema} name="phone" label={t("field.phone")}>
          <Input inputMode="tel" autoComplete="tel" data-testid="phone" />
        </SchemaField>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="submit">
          {t("sms.getCode")}
        </Button>
      </Form>
    </AuthCard>
  );
}
