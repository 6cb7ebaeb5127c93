import { Grid, Layout, Menu, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { keptToAccountSetting } from "../../app/guard/guard.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { OPERATOR_CHILDREN, PERSONAL_CENTER_CHILDREN } from "./menu.ts";

export function Component() {
  const { t } = useTranslation("personal");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = Grid.useBreakpoint().md ?? false;
  const selected = pathname.split("/")[2] ?? "account-setting";
  const user = useSession()?.userinfo;
  const operator = user?.is_admin === 1;
  // nothing offered that bounces: a section the guard sends back to account-setting (a
  // sub-account's, rule 4) is left out, and the page says why
  const kept = (key: string) => Boolean(user && keptToAccountSetting(user, `/personal-center/${key}`));
  const items = PERSONAL_CENTER_CHILDREN.filter(
    (key) => (operator || !OPERATOR_CHILDREN.includes(key)) && !kept(key),
  ).map((key) => ({ key, label: t(`menu.${key}`) }));
  const note = PERSONAL_CENTER_CHILDREN.some(kept) ? (
    <Typography.Paragraph type="secondary" data-testid="personal-menu-note" style={{ margin: "8px 16px" }}>
      {t("subAccountNote")}
    </Typography.Paragraph>
  ) : null;
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
        {note}
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
        {note}
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
