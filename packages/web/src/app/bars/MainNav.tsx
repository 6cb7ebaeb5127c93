import { Menu, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../shared/session/use-session.ts";
import { isSubAccount } from "../guard/guard.ts";
import { activeNavKey, MAIN_NAV, navTarget } from "./main-nav-items.ts";
import { NAV_ICONS } from "./nav-icons.tsx";

/** The top bar's way to every part of the product; product management only for main accounts. */
export function MainNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const user = session?.userinfo;
  if (!user) return null;
  const items: MenuProps["items"] = MAIN_NAV.filter(
    (item) => !(item.mainAccountOnly && isSubAccount(user)),
  ).map((item) => ({ key: item.path, icon: NAV_ICONS[item.key], label: t(`nav.${item.key}`) }));
  const active = activeNavKey(pathname);
  return (
    <Menu
      data-testid="main-nav"
      mode="horizontal"
      items={items}
      selectedKeys={active ? [active] : []}
      onClick={({ key }) => navigate(navTarget(key, session?.company_modules))}
      style={{ flex: 1, minWidth: 0, borderBottom: "none", marginLeft: 24 }}
    />
  );
}
