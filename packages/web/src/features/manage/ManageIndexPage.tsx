import { BarChartOutlined, ColumnWidthOutlined, IdcardOutlined, ScanOutlined } from "@ant-design/icons";
import { keysAllow, routes } from "@fenestra/api";
import { Card, Empty, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NAV_ICONS } from "../../app/bars/nav-icons.tsx";
import { linkTarget } from "../../app/router/page-access.ts";
import { useSession } from "../../shared/session/use-session.ts";

type AreaKey =
  | "customers"
  | "finance"
  | "warehouse"
  | "workshop"
  | "staff"
  | "scan"
  | "statistics"
  | "measurement";
type Area = {
  key: AreaKey;
  path: string;
  label:
    | `nav.${"customers" | "finance" | "warehouse" | "workshop" | "statistics"}`
    | "manage.staff"
    | "manage.scan"
    | "manage.measurement";
  icon: ReactNode;
};

/** The management areas of SPEC §2 (/manage's children), in its order; each names its page. */
export const MANAGE_AREAS: readonly Area[] = [
  { key: "customers", path: "/manage/customerManagement", label: "nav.customers", icon: NAV_ICONS.customers },
  { key: "finance", path: "/manage/financial", label: "nav.finance", icon: NAV_ICONS.finance },
  { key: "warehouse", path: "/manage/wareHouse", label: "nav.warehouse", icon: NAV_ICONS.warehouse },
  { key: "workshop", path: "/manage/workshop", label: "nav.workshop", icon: NAV_ICONS.workshop },
  { key: "staff", path: "/manage/staff", label: "manage.staff", icon: <IdcardOutlined aria-hidden /> },
  { key: "scan", path: "/manage/scan", label: "manage.scan", icon: <ScanOutlined aria-hidden /> },
  {
    key: "statistics",
    path: "/manage/order-statistics",
    label: "nav.statistics",
    icon: <BarChartOutlined aria-hidden />,
  },
  {
    key: "measurement",
    path: "/measure-management",
    label: "manage.measurement",
    icon: <ColumnWidthOutlined aria-hidden />,
  },
];

/**
 * /manage: the management areas this user may open, each a link. The guard's own rules decide
 * (module, edition, role, expiry): an area it would stop is left out, and the customers area of a
 * company without the CRM leads to the page saying what the CRM does, as the top bar's entry does.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession(); // a sign-in, a sign-out or new modules (another tab) show at once
  const now = new Date();
  const user = session?.userinfo;
  // field measurement needs the key `measure` (a sub-account without it is not offered the page)
  const measures =
    !!user &&
    keysAllow(routes.measurement.list.access, { fid: user.fid ?? 0, permanents: user.permanents ?? null });
  const areas = MANAGE_AREAS.flatMap((area) => {
    if (area.key === "measurement" && !measures) return [];
    const to = linkTarget(area.path, now);
    return to ? [{ ...area, to }] : [];
  });
  return (
    <div style={{ padding: "16px clamp(12px, 3vw, 24px)", maxWidth: 1280, margin: "0 auto" }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("manage.title")}
      </Typography.Title>
      {areas.length === 0 ? (
        <Empty description={t("manage.none")} data-testid="manage-none" />
      ) : (
        <nav
          aria-label={t("manage.title")}
          style={{ display: "grid", gap: 12, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}
        >
          {areas.map((area) => (
            <Link key={area.key} to={area.to} data-testid={`manage-area-${area.key}`}>
              <Card hoverable size="small" style={{ height: "100%" }}>
                <Flex gap={12} align="flex-start">
                  <span style={{ fontSize: 24, lineHeight: 1 }}>{area.icon}</span>
                  <div>
                    <Typography.Text strong>{t(area.label)}</Typography.Text>
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {t(`manage.about.${area.key}`)}
                    </Typography.Paragraph>
                  </div>
                </Flex>
              </Card>
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
