import type { LoginFormValues } from "@fenestra/core/account/index";
import { Button, Divider, Flex, Form, Input } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authApi } from "../../shared/api/endpoints/auth.ts";
import { showError } from "../../shared/api/show-error.ts";
import { SchemaField } from "../../shared/forms/SchemaField.tsx";
import { useSend } from "../../shared/forms/use-form-submit.ts";

// The sign-in page is the first a visitor loads: its rules (and zod with them, ~26 KB gzip)
// load when the form is first checked, not with the page.
const forms = () => import("@fenestra/core/account/forms");
const loginFormSchema = () => forms().then((m) => m.loginFormSchema);

import { completeSignIn } from "../../shared/session/sign-in.ts";
import { toast } from "../../shared/ui/toast.ts";
import { afterSignIn } from "./after-sign-in.ts";
import { AuthCard } from "./components/AuthCard.tsx";
import { wechatAuthorizeUrl } from "./third-party.ts";

export function Component() {
  const { t } = useTranslation("auth");
  const [form] = Form.useForm<LoginFormValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.toString() ? `?${params.toString()}` : "";
  const wechatUrl = wechatAuthorizeUrl();

  // Coming back from the third-party (WeChat) sign-in with ?state=wechat&code=...
  const oauthCode = params.get("state") === "wechat" ? params.get("code") : null;
  // A code is good for one sign-in: sent once, though the effect runs again when the language
  // the sign-in stores changes `t`, or the page stays while the route moves on.
  const sentCode = useRef<string | null>(null);
  useEffect(() => {
    if (!oauthCode || sentCode.current === oauthCode) return;
    sentCode.current = oauthCode;
    authApi.thirdParty(oauthCode).then(
      async (session) => {
        await completeSignIn(session);
        // SPEC §8 callback: the provider's callback signed the person in, and they are told so
        toast.success(t("login.success"));
        navigate(session.needPhone ? "/addtel" : "/home", { replace: true });
      },
      (error) => showError(error, t("login.failed")),
    );
  }, [oauthCode, navigate, t]);

  const { busy, submit } = useSend(
    // one box for the phone or the username (SPEC §5): sent as the one it is
    async (values: LoginFormValues) => {
      const { loginBody } = await forms();
      await completeSignIn(await authApi.login(loginBody(values)));
    },
    { success: t("login.success"), failed: t("login.failed") },
    () => navigate(afterSignIn(params)),
  );

  return (
    <AuthCard
      title={t("login.title")}
      footer={
        <Flex vertical gap={8}>
          <Flex justify="space-between">
            <Link to={`/messagelogin${query}`} data-testid="to-sms-login">
              {t("login.bySms")}
            </Link>
            <Link to="/forgot-password" data-testid="to-forgot-password">
              {t("login.forgot")}
            </Link>
          </Flex>
          <Link to={`/register${query}`} data-testid="to-register">
            {t("login.toRegister")}
          </Link>
          {wechatUrl && (
            <>
              <Divider plain>{t("login.otherWays")}</Divider>
              <Button href={wechatUrl} data-testid="wechat-login">
                {t("login.wechat")}
              </Button>
            </>
          )}
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <SchemaField schema={loginFormSchema} name="account" label={t("field.account")}>
          <Input autoComplete="username" data-testid="phone" />
        </SchemaField>
        <SchemaField schema={loginFormSchema} name="password" label={t("field.password")}>
          <Input.Password autoComplete="current-password" data-testid="password" />
        </SchemaField>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="submit">
          {t("login.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
