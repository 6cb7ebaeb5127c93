import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { ProfileForm } from "../../account/ProfileForm.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";

/** personal-center.account-setting; ?action=changePassword opens the change-password tab. */
function AccountSettingPage() {
  const { t } = useTranslation("personal");
  const [params, setParams] = useSearchParams();
  const active = params.get("action") === "changePassword" ? "changePassword" : "profile";

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setParams(key === "changePassword" ? { action: "changePassword" } : {})}
      items={[
        {
          key: "profile",
          label: t("accountSetting.profile"),
          children: <ProfileForm />,
        },
        { key: "changePassword", label: t("changePassword.title"), children: <ChangePasswordForm /> },
      ]}
    />
  );
}

export const Component = withQueryClient(AccountSettingPage);
