import { Descriptions, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../../../shared/session/use-session.ts";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";

/** personal-center.account-setting; ?action=changePassword opens the change-password tab. */
export function Component() {
  const { t } = useTranslation("personal");
  const [params, setParams] = useSearchParams();
  const user = useSession()?.userinfo;
  const active = params.get("action") === "changePassword" ? "changePassword" : "profile";

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setParams(key === "changePassword" ? { action: "changePassword" } : {})}
      items={[
        {
          key: "profile",
          label: t("accountSetting.profile"),
          children: (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t("accountSetting.phone")}>
                {user?.phone_number ?? "—"}
              </Descriptions.Item>
              <Descriptions.Item label={t("accountSetting.nickname")}>
                {user?.nickname ?? "—"}
              </Descriptions.Item>
              <Descriptions.Item label={t("accountSetting.company")}>
                {user?.company_name ?? "—"}
              </Descriptions.Item>
              <Descriptions.Item label={t("accountSetting.invitationCode")}>
                {user?.invitation_code ?? "—"}
              </Descriptions.Item>
            </Descriptions>
          ),
        },
        { key: "changePassword", label: t("changePassword.title"), children: <ChangePasswordForm /> },
      ]}
    />
  );
}
