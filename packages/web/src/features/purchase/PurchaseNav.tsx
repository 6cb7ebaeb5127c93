import { ExportOutlined } from "@ant-design/icons";
import { Button, Flex } from "antd";
import { useLocation, useNavigate } from "react-router";
import { pricingUrl } from "../../shared/navigation/sales-links.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { usePurchaseT } from "./i18n.ts";

const PAGES = [
  { path: "/purchase/renew", key: "renew.title" },
  { path: "/purchase/upgrade", key: "upgrade.title" },
  { path: "/purchase/team-upgrade", key: "team.title" },
  { path: "/personal-center/purchase", key: "nav.more" },
] as const;

/**
 * The purchase screens side by side (wrapping on a phone): renew, upgrade, team upgrade, modules and
 * top-up; and the external pricing page with the account's phone (SPEC §7) where one is set.
 */
export function PurchaseNav() {
  const t = usePurchaseT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pricing = pricingUrl(useSession()?.userinfo?.phone_number);
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
      {pricing && (
        <Button
          type="link"
          href={pricing}
          target="_blank"
          rel="noopener"
          icon={<ExportOutlined />}
          data-testid="pricing-link"
        >
          {t("nav.pricing")}
        </Button>
      )}
    </Flex>
  );
}
