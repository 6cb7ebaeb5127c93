import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { ProfileForm } from "../../account/index.ts";
import { PartnerAppsTab } from "../../partner-apps/index.ts";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { ChangePhoneForm } from "./ChangePhoneForm.tsx";

const TABS = ["profile", "changePassword", "changePhone", "applications"] as const;

/** personal-center.account-setting; ?action=changePassword (changePhone, applications) opens that tab. */
function AccountSettingPage() {
  const { t } = useTranslation("personal");
  const [params, setParams] = useSearchParams();
  const active = TABS.find((tab) => tab === params.get("action")) ?? "profile";

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setParams(key === "profile" ? {} : { action: key })}
      items={[
        {
          key: "profile",
          label: t("accountSetting.profile"),
          children: <ProfileForm />,
        },
        { key: "changePassword", label: t("changePassword.title"), children: <ChangePasswordForm /> },
        { key: "changePhone", label: t("changePhone.title"), children: <ChangePhoneForm /> },
        { key: "applications", label: t("accountSetting.applications"), children: <PartnerAppsTab /> },
      ]}
    />
  );
}

export const Component = withQueryClient(AccountSettingPage);
