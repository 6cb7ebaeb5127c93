import { Button, Flex } from "antd";
import { useLocation, useNavigate } from "react-router";
import { usePurchaseT } from "./i18n.ts";

const PAGES = [
  { path: "/purchase/renew", key: "renew.title" },
  { path: "/purchase/upgrade", key: "upgrade.title" },
  { path: "/purchase/team-upgrade", key: "team.title" },
  { path: "/personal-center/purchase", key: "nav.more" },
] as const;

/** The purchase screens side by side (wrapping on a phone): renew, upgrade, team upgrade, modules and top-up. */
export function PurchaseNav() {
  const t = usePurchaseT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} data-testid="purchase-nav">
      {PAGES.map((p) => (
        <Button
          key={p.path}
          type={pathname.startsWith(p.path) ? "primary" : "default"}
          onClick={() => navigate(p.path)}
        >
          {t(p.key)}
        </Button>
      ))}
    </Flex>
  );
}
