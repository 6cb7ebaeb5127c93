import { loginSmsSchema, phoneSchema } from "@fenestra/core/account/index";
import { Button, Flex, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { authApi } from "../../shared/api/endpoints/auth.ts";
import { useSend } from "../../shared/forms/use-form-submit.ts";
import { zodRule } from "../../shared/forms/zod-rules.ts";
import { completeSignIn } from "../../shared/session/sign-in.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { SmsCodeButton } from "./components/SmsCodeButton.tsx";

/** /messagelogin-code?phone=...: enter the 6-digit code that was sent. */
export function Component() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const phone = params.get("phone") ?? "";
  const navigate = useNavigate();

  const { busy, submit } = useSend(
    async ({ code }: { code: string }) => completeSignIn(await authApi.loginSms({ phone, code })),
    { success: t("login.success"), failed: t("login.failed") },
    () => navigate("/home"),
  );

  if (!phoneSchema.safeParse(phone).success) return <Navigate to="/messagelogin" replace />;

  return (
    <AuthCard
      title={t("smsLogin.codeTitle")}
      footer={<Link to="/messagelogin">{t("smsLogin.changePhone")}</Link>}
    >
      <Typography.Paragraph type="secondary">{t("smsLogin.sentTo", { phone })}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item label={t("field.code")} required>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={[zodRule(loginSmsSchema, "code")]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" data-testid="code" />
            </Form.Item>
            <SmsCodeButton phone={phone} purpose="login" />
          </Flex>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="submit">
          {t("login.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
