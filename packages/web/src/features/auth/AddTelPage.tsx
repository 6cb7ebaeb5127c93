import { type BindPhoneForm, bindPhoneSchema } from "@fenestra/core/account/index";
import { Button, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { authApi } from "../../shared/api/endpoints/auth.ts";
import { showError } from "../../shared/api/show-error.ts";
import { zodRule } from "../../shared/forms/zod-rules.ts";
import { completeSignIn } from "../../shared/session/sign-in.ts";
import { toast } from "../../shared/ui/toast.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { SmsCodeField } from "./components/SmsCodeField.tsx";

/** /addtel: after a third-party sign-in without a phone, bind one. */
export function Component() {
  const { t } = useTranslation("auth");
  const [form] = Form.useForm<BindPhoneForm>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function submit(values: BindPhoneForm) {
    setBusy(true);
    try {
      await completeSignIn(await authApi.bindPhone(values));
      toast.success(t("addtel.success"));
      navigate("/home");
    } catch (error) {
      showError(error, t("addtel.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("addtel.title")}>
      <Typography.Paragraph type="secondary">{t("addtel.hint")}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="phone" label={t("field.phone")} rules={[zodRule(bindPhoneSchema, "phone")]}>
          <Input inputMode="tel" data-testid="phone" />
        </Form.Item>
        <SmsCodeField form={form} purpose="bind" rules={[zodRule(bindPhoneSchema, "code")]} />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="submit">
          {t("addtel.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
