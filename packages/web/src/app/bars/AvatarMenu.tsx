import { UserOutlined } from "@ant-design/icons";
import { Avatar, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { renewAvatarLink } from "../../shared/session/session-refresh.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { ACCOUNT_TARGETS, type AccountAction, accountSummary } from "./account-menu.ts";
import { useSignOut } from "./use-sign-out.tsx";

export const ACCOUNT_ACTION_LABELS = {
  upgrade: "bar.upgrade",
  operator: "bar.operator",
  settings: "bar.systemSettings",
  password: "bar.changePassword",
  logout: "bar.logout",
} as const satisfies Record<AccountAction, string>;

export function AvatarMenu({ inAppShell }: { inAppShell: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession()?.userinfo;
  const [signOut, signOutQuestion] = useSignOut();
  if (!user) return null;
  const summary = accountSummary(user, inAppShell);

  const items: MenuProps["items"] = [
    { key: "version", label: translateKey(summary.versionKey), disabled: true },
    { key: "phone", label: summary.phone, disabled: true },
    { key: "kind", label: t(summary.kindKey), disabled: true },
    { type: "divider" },
    ...summary.actions.map((action) => ({
      key: action,
      label: t(ACCOUNT_ACTION_LABELS[action]),
      danger: action === "logout",
    })),
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "logout") void signOut();
    else if (key in ACCOUNT_TARGETS) navigate(ACCOUNT_TARGETS[key as keyof typeof ACCOUNT_TARGETS]);
  };

  return (
    <>
      {signOutQuestion}
      <Dropdown menu={{ items, onClick }} trigger={["hover", "click"]} placement="bottomRight">
        <Avatar
          data-testid="avatar-menu"
          src={user.header_img_url ?? undefined}
          onError={renewAvatarLink}
          icon={<UserOutlined />}
          style={{ cursor: "pointer" }}
        />
      </Dropdown>
    </>
  );
}
