import { Segmented } from "antd";
import { useLocation, useNavigate } from "react-router";
import { usePurchaseT } from "./i18n.ts";

const PAGES = [
  { path: "/purchase/renew", key: "renew.title" },
  { path: "/purchase/upgrade", key: "upgrade.title" },
  { path: "/purchase/team-upgrade", key: "team.title" },
  { path: "/personal-center/purchase", key: "nav.more" },
] as const;

/** The purchase screens side by side: renew, upgrade, team upgrade, and modules / top-up / codes. */
export function PurchaseNav() {
  const t = usePurchaseT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div style={{ overflowX: "auto", marginBottom: 16 }}>
      <Segmented
        value={PAGES.find((p) => pathname.startsWith(p.path))?.path}
        options={PAGES.map((p) => ({ value: p.path, label: t(p.key) }))}
        onChange={(path) => navigate(path)}
        data-testid="purchase-nav"
      />
    </div>
  );
}
