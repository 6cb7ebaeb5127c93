import { LogoutOutlined } from "@ant-design/icons";
import { Button, Drawer, Flex, Menu, type MenuProps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { guideLink } from "../../features/user-guide/guide-topics.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { isWebView } from "../../shared/storage/session-store.ts";
import { isSubAccount } from "../guard/guard.ts";
import { ACCOUNT_ACTION_LABELS } from "./AvatarMenu.tsx";
import { ACCOUNT_TARGETS, accountSummary } from "./account-menu.ts";
import { activeNavKey, MAIN_NAV, navTarget } from "./main-nav-items.ts";
import { NAV_ICONS } from "./nav-icons.tsx";
import { useSignOut } from "./use-sign-out.tsx";

/**
 * The compact bar's drawer: every main area, the account, settings and sign out. Its own chunk,
 * loaded when the menu is first opened (a phone's cold start does not wait for the menu).
 */
export function CompactDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  // The question before signing out (changes waiting on the device) outlives the closed drawer.
  const [signOut, signOutQuestion] = useSignOut();
  const user = session?.userinfo;
  if (!user) return null;
  const summary = accountSummary(user, isWebView());

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
    onClose();
    navigate(navTarget(to, session?.company_modules));
  };

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
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
              onClose();
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
    </>
  );
}
