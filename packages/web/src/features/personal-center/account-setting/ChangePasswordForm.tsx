import { changePasswordSchema, type ChangePasswordForm as Values } from "@fenestra/core/account/index";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../shared/api/endpoints/auth.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { passwordStrengthRule, zodRule } from "../../../shared/forms/zod-rules.ts";
import { toast } from "../../../shared/ui/toast.ts";

export function ChangePasswordForm() {
  const { t } = useTranslation("personal");
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const rule = (field: keyof Values) => zodRule(changePasswordSchema, field);

  async function submit(values: Values) {
    setBusy(true);
    try {
      await authApi.changePassword(values);
      toast.success(t("changePassword.success"));
      form.resetFields();
    } catch (error) {
      showError(error, t("changePassword.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420 }}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item name="oldPassword" label={t("changePassword.old")} rules={[rule("oldPassword")]}>
        <Input.Password autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("changePassword.new")}
        validateFirst
        rules={[rule("password"), passwordStrengthRule]}
      >
        <Input.Password autoComplete="new-password" data-testid="password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t("changePassword.confirm")}
        dependencies={["password"]}
        rules={[rule("confirmPassword")]}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="submit">
        {t("changePassword.submit")}
      </Button>
    </Form>
  );
}
