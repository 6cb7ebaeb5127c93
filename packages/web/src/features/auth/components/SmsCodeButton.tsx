import { phoneSchema, type SmsPurpose } from "@fenestra/core/account/index";
import { Button, type FormInstance } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../shared/api/endpoints/auth.ts";
import { showRefusal } from "../../../shared/api/show-error.ts";
import { toast } from "../../../shared/ui/toast.ts";

/** SPEC §9: one SMS code request per minute. */
export const SMS_COOLDOWN_SECONDS = 60;

export function SmsCodeButton({
  form,
  purpose,
  phone,
}: {
  form?: FormInstance;
  purpose: SmsPurpose;
  phone?: string;
}) {
  const { t } = useTranslation("auth");
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function send() {
    const value = phone ?? (await form?.validateFields(["phone"]).then((v: { phone: string }) => v.phone));
    if (!value || !phoneSchema.safeParse(value).success) return;
    setSending(true);
    try {
      await authApi.sendSmsCode(value, purpose);
      toast.success(t("sms.sent"));
      setLeft(SMS_COOLDOWN_SECONDS);
    } catch (error) {
      showRefusal(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      data-testid="send-code"
      disabled={left > 0}
      loading={sending}
      onClick={() => void send().catch(() => {})}
    >
      {left > 0 ? t("sms.resendIn", { seconds: left }) : t("sms.send")}
    </Button>
  );
}
