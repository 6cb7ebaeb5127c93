import { phoneSchema, pictureCodeSchema, type SmsPurpose } from "@fenestra/core/account/index";
import { Button, type FormInstance } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../shared/api/endpoints/auth.ts";
import { showRefusal } from "../../../shared/api/show-error.ts";
import { translateKey } from "../../../shared/i18n/i18n.ts";
import { toast } from "../../../shared/ui/toast.ts";

/** SPEC §9: one SMS code request per minute. */
export const SMS_COOLDOWN_SECONDS = 60;

/**
 * Asks a verification code for the form's `phone`. A registration's is asked with the form's picture
 * code (`pictureId`, `pictureCode`: PictureCodeField), checked here; the picture answers one try, so
 * `onPictureUsed` then has a new one drawn.
 */
export function SmsCodeButton({
  form,
  purpose,
  phone,
  onPictureUsed,
}: {
  form?: FormInstance;
  purpose: SmsPurpose;
  phone?: string;
  onPictureUsed?: () => void;
}) {
  const { t } = useTranslation("auth");
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  /** The picture code typed for a registration's code, or undefined (refused at its field). */
  function pictureAnswer() {
    const pictureCode = String(form?.getFieldValue("pictureCode") ?? "");
    const checked = pictureCodeSchema.safeParse(pictureCode);
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? "validation.picture_code_required";
      form?.setFields([{ name: "pictureCode", errors: [translateKey(key)] }]);
      return undefined;
    }
    return { pictureId: String(form?.getFieldValue("pictureId") ?? ""), pictureCode: checked.data };
  }

  async function send() {
    const value = phone ?? (await form?.validateFields(["phone"]).then((v: { phone: string }) => v.phone));
    if (!value || !phoneSchema.safeParse(value).success) return;
    const picture = purpose === "register" ? pictureAnswer() : undefined;
    if (purpose === "register" && !picture) return;
    setSending(true);
    try {
      await authApi.sendSmsCode(value, purpose, picture);
      toast.success(t("sms.sent"));
      setLeft(SMS_COOLDOWN_SECONDS);
    } catch (error) {
      showRefusal(error);
    } finally {
      setSending(false);
      if (picture) onPictureUsed?.();
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
