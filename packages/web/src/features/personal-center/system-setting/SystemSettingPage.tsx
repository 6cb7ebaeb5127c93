import {
  DEFAULT_USER_SETTINGS,
  LANGUAGES,
  LENGTH_UNITS,
  MAX_DIGITS,
  type UserSettings,
  userSettingsSchema,
} from "@fenestra/core/account/index";
import { Button, Flex, Form, InputNumber, Radio, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../../shared/api/endpoints/account.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { SchemaField } from "../../../shared/forms/SchemaField.tsx";
import { currentLanguage, switchLanguage } from "../../../shared/i18n/i18n.ts";
import { ScannerCheck } from "../../../shared/scanner/ScannerCheck.tsx";
import { readUserSettings, storeUserSettings } from "../../../shared/storage/session-store.ts";
import { LANGUAGE_NAMES } from "../../../shared/ui/LanguageSwitch.tsx";
import { toast } from "../../../shared/ui/toast.ts";

/** What this page sets: every setting but the workbench's guide (put away on the workbench). */
type SystemValues = Omit<UserSettings, "guideDismissed">;

/**
 * personal-center.system-setting: language, length unit and digits, stored per user; and the
 * scanner check of this device (a handheld scanner or the camera reads our labels).
 */
export function Component() {
  const { t, i18n } = useTranslation("personal");
  const [busy, setBusy] = useState(false);
  const stored = readUserSettings();
  const initial: SystemValues = {
    language: currentLanguage(),
    lenUnit: stored?.lenUnit ?? "mm",
    digits: stored?.digits ?? 0,
  };

  async function submit(values: SystemValues) {
    setBusy(true);
    try {
      const saved = await accountApi.updateSettings(values);
      storeUserSettings(saved ?? { ...DEFAULT_USER_SETTINGS, ...stored, ...values });
      await switchLanguage(values.language);
      // `t` is fixed to the language this render used; the notice speaks the new one.
      toast.success(i18n.t("systemSetting.saved", { ns: "personal" }));
    } catch (error) {
      showError(error, t("systemSetting.saveFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={24}>
      <Form<SystemValues>
        layout="vertical"
        style={{ maxWidth: 420 }}
        initialValues={initial}
        onFinish={(v) => void submit(v)}
        data-testid="system-setting"
      >
        <SchemaField schema={userSettingsSchema} name="language" label={t("systemSetting.language")}>
          <Select
            data-testid="setting-language"
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          />
        </SchemaField>
        <SchemaField schema={userSettingsSchema} name="lenUnit" label={t("systemSetting.lenUnit")}>
          <Radio.Group options={LENGTH_UNITS.map((value) => ({ value, label: t(`unit.${value}`) }))} />
        </SchemaField>
        <SchemaField schema={userSettingsSchema} name="digits" label={t("systemSetting.digits")}>
          <InputNumber min={0} max={MAX_DIGITS} precision={0} />
        </SchemaField>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="save-settings">
          {t("systemSetting.save")}
        </Button>
      </Form>
      <ScannerCheck />
    </Flex>
  );
}
