import { UserOutlined } from "@ant-design/icons";
import { Avatar, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { logout } from "../../shared/session/logout.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { isSubAccount } from "../guard/guard.ts";
import { versionKey } from "./version-label.ts";

export function AvatarMenu({ inAppShell }: { inAppShell: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession()?.userinfo;
  if (!user) return null;

  const items: MenuProps["items"] = [
    { key: "version", label: translateKey(versionKey(user)), disabled: true },
    { key: "phone", label: user.phone_number ?? "—", disabled: true },
    { key: "kind", label: isSubAccount(user) ? t("bar.subAccount") : t("bar.mainAccount"), disabled: true },
    { type: "divider" },
    ...(inAppShell ? [] : [{ key: "upgrade", label: t("bar.upgrade") }]),
    { key: "settings", label: t("bar.systemSettings") },
    { key: "password", label: t("bar.changePassword") },
    { key: "logout", label: t("bar.logout"), danger: true },
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "upgrade") navigate("/purchase/upgrade");
    if (key === "settings") navigate("/personal-center/system-setting");
    if (key === "password") navigate("/personal-center/account-setting?action=changePassword");
    if (key === "logout") void logout();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={["hover", "click"]} placement="bottomRight">
      <Avatar
        data-testid="avatar-menu"
        src={user.header_img_url ?? undefined}
        icon={<UserOutlined />}
        style={{ cursor: "pointer" }}
      />
    </Dropdown>
  );
}
