import { Grid, Layout, Menu, Select } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useSession } from "../../shared/session/use-session.ts";
import { OPERATOR_CHILDREN, PERSONAL_CENTER_CHILDREN } from "./menu.ts";

export function Component() {
  const { t } = useTranslation("personal");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = Grid.useBreakpoint().md ?? false;
  const selected = pathname.split("/")[2] ?? "account-setting";
  const operator = useSession()?.userinfo?.is_admin === 1;
  const items = PERSONAL_CENTER_CHILDREN.filter((key) => operator || !OPERATOR_CHILDREN.includes(key)).map(
    (key) => ({ key, label: t(`menu.${key}`) }),
  );
  const open = (key: string) => navigate(`/personal-center/${key}`);

  if (!wide) {
    // A phone has no room for the side menu: the sections are one full-width picker above the page.
    return (
      <div style={{ padding: 12 }}>
        <Select
          value={selected}
          options={items.map(({ key, label }) => ({ value: key, label }))}
          onChange={open}
          style={{ width: "100%", marginBottom: 12 }}
          data-testid="personal-menu-select"
        />
        <Outlet />
      </div>
    );
  }
  return (
    <Layout style={{ minHeight: "calc(100vh - var(--fen-top-bar, 0px))", background: "transparent" }}>
      <Layout.Sider theme="light" width={220}>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          items={items}
          onClick={({ key }) => open(key)}
          data-testid="personal-menu"
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
