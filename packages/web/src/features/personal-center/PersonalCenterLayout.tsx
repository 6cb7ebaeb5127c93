import { Layout, Menu } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { BUILT_CHILDREN, PLACEHOLDER_CHILDREN } from "./menu.ts";

export function Component() {
  const { t } = useTranslation("personal");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected = pathname.split("/")[2] ?? "account-setting";
  const items = [...BUILT_CHILDREN, ...PLACEHOLDER_CHILDREN].map((key) => ({ key, label: t(`menu.${key}`) }));
  return (
    <Layout style={{ minHeight: "calc(100vh - var(--fen-top-bar, 0px))", background: "transparent" }}>
      <Layout.Sider breakpoint="md" collapsedWidth={0} theme="light" width={220}>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          items={items}
          onClick={({ key }) => navigate(`/personal-center/${key}`)}
          data-testid="personal-menu"
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
