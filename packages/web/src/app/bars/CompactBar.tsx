import { LogoutOutlined, MenuOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Drawer, Flex, Menu, type MenuProps, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { guideLink } from "../../features/user-guide/guide-topics.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { isWebView } from "../../shared/storage/session-store.ts";
import { isSubAccount } from "../guard/guard.ts";
import { BrandMark } from "../theme/BrandMark.tsx";
import { ACCOUNT_ACTION_LABELS } from "./AvatarMenu.tsx";
import { ACCOUNT_TARGETS, accountSummary } from "./account-menu.ts";
import { MessagesBadge } from "./MessagesBadge.tsx";
import { activeNavKey, MAIN_NAV, navTarget } from "./main-nav-items.ts";
import { NAV_ICONS } from "./nav-icons.tsx";
import { useSignOut } from "./use-sign-out.tsx";

export const COMPACT_BAR_HEIGHT = 48;

/**
 * The bar of extra-small screens (the normal bar hides there, SPEC §2): the logo, and a menu
 * button opening a drawer with every main area, the account, settings and sign out.
 */
export function CompactBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const session = useSession();
  const [signOut, signOutQuestion] = useSignOut();
  const user = session?.userinfo;
  if (!user) return null;
  const inAppShell = isWebView();
  const summary = accountSummary(user, inAppShell);

  const areas: NonNullable<MenuProps["items"]> = MAIN_NAV.filter(
    (item) => !(item.mainAccountOnly && isSubAccount(user)),
  ).map((item) => ({ key: item.path, icon: NAV_ICONS[item.key], label: t(`nav.${item.key}`) }));
  const account: NonNullable<MenuProps["items"]> = [
    { key: "/personal-center/account-setting", label: t("nav.personalCenter") },
    { key: guideLink(pathname), label: t("bar.tutorial") },
    ...summary.actions
      .filter((action) => action !== "logout")
      .map((action) => ({
        key: ACCOUNT_TARGETS[action as keyof typeof ACCOUNT_TARGETS],
        label: t(ACCOUNT_ACTION_LABELS[action]),
      })),
  ];
  const active = activeNavKey(pathname);
  const go = (to: string) => {
    setOpen(false);
    navigate(navTarget(to, session?.company_modules));
  };

  return (
    <header
      data-testid="compact-bar"
      style={{
        position: "sticky",
        top: 0,
        zIndex: 100,
        height: COMPACT_BAR_HEIGHT,
        display: "flex",
        alignItems: "center",
        gap: 4,
        padding: "0 8px",
        background: "#fff",
        borderBottom: "1px solid #f0f0f0",
      }}
    >
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t("bar.menu")}
        data-testid="compact-menu-button"
        onClick={() => setOpen(true)}
      />
      <Link to="/home" data-testid="logo" style={{ flex: 1, minWidth: 0 }}>
        <BrandMark size={24} nameSize={17} />
      </Link>
      <span style={{ padding: "0 8px" }}>
        <MessagesBadge />
      </span>
      <Avatar
        size="small"
        src={user.header_img_url ?? undefined}
        icon={<UserOutlined />}
        onClick={() => setOpen(true)}
        style={{ cursor: "pointer" }}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size="min(300px, 85vw)"
        closable={{ "aria-label": t("actions.close") }}
        title={
          <Flex vertical data-testid="compact-account" style={{ minWidth: 0 }}>
            <Typography.Text strong>{user.nickname || summary.phone}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {translateKey(summary.versionKey)} · {t(summary.kindKey)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {summary.phone}
            </Typography.Text>
          </Flex>
        }
        styles={{ body: { padding: 0, display: "flex", flexDirection: "column" } }}
        footer={
          <Button
            block
            danger
            icon={<LogoutOutlined />}
            data-testid="compact-logout"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            {t("bar.logout")}
          </Button>
        }
        data-testid="compact-drawer"
      >
        <Menu
          mode="inline"
          data-testid="compact-nav"
          items={[...areas, { type: "divider" }, ...account]}
          selectedKeys={active ? [active] : [pathname]}
          onClick={({ key }) => go(key)}
          style={{ borderInlineEnd: "none" }}
        />
      </Drawer>
      {signOutQuestion}
    </header>
  );
}
