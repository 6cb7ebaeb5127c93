import { PERMISSION_KEYS, subAccountCreateSchema } from "@fenestra/core/account/index";
import { Checkbox, Form, type FormInstance, Input, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { SchemaField } from "../../../shared/forms/SchemaField.tsx";
import { passwordStrengthRule, zodRule } from "../../../shared/forms/zod-rules.ts";

/** What the form holds; converted to the API's shape by toPermanents. */
export interface SubAccountFormValues {
  phone: string;
  nickname: string;
  password: string;
  granted: string[];
  workshop: boolean;
}

export function toPermanents(granted: readonly string[]): Record<string, "0" | "1"> {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, granted.includes(key) ? "1" : "0"]));
}

export function SubAccountForm({
  form,
  editing,
}: {
  form: FormInstance<SubAccountFormValues>;
  editing: boolean;
}) {
  const { t } = useTranslation("personal");
  const rule = (field: "phone" | "nickname" | "password") => zodRule(subAccountCreateSchema, field);
  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={{ granted: [], workshop: false }}>
      {editing ? null : (
        <SchemaField schema={subAccountCreateSchema} name="phone" label={t("subAccounts.phone")}>
          <Input inputMode="tel" data-testid="sub-phone" />
        </SchemaField>
      )}
      <SchemaField schema={subAccountCreateSchema} name="nickname" label={t("subAccounts.nickname")}>
        <Input data-testid="sub-nickname" />
      </SchemaField>
      {editing ? null : (
        <Form.Item
          name="password"
          label={t("subAccounts.password")}
          validateFirst
          rules={[rule("password"), passwordStrengthRule]}
        >
          <Input.Password autoComplete="new-password" data-testid="sub-password" />
        </Form.Item>
      )}
      <Form.Item name="workshop" label={t("subAccounts.workshopStaff")} valuePropName="checked">
        <Switch data-testid="sub-workshop" />
      </Form.Item>
      <Form.Item name="granted" label={t("subAccounts.permissions")}>
        <Checkbox.Group
          data-testid="sub-permissions"
          style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 4 }}
          options={PERMISSION_KEYS.map((key) => ({ value: key, label: t(`permission.${key}`) }))}
        />
      </Form.Item>
    </Form>
  );
}
