import { ArrowLeftOutlined, HomeOutlined } from "@ant-design/icons";
import { EDITIONS, type EditionName, upgradesFrom } from "@fenestra/core/account/entitlements";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Button, Card, Flex, Grid, Radio, Result, Space, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { offersUpgrade } from "../../app/bars/account-menu.ts";
import { goBack } from "../../app/bars/go-back.ts";
import { isExtraSmall } from "../../app/bars/visibility.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { isWebView } from "../../shared/storage/session-store.ts";
import { usePurchaseT } from "./i18n.ts";
import { PayPanel } from "./PayPanel.tsx";
import { PurchaseNav } from "./PurchaseNav.tsx";

/**
 * The way out of purchase.upgrade where the normal bar hides (SPEC §2; a phone has its compact
 * bar): back to the page that led here, or to the workbench.
 */
function LeaveUpgrade() {
  const t = usePurchaseT();
  const navigate = useNavigate();
  if (isExtraSmall(Grid.useBreakpoint())) return null;
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} data-testid="upgrade-leave">
      <Button
        icon={<ArrowLeftOutlined />}
        onClick={() => goBack(navigate, new URLSearchParams())}
        data-testid="upgrade-back"
      >
        {t("back")}
      </Button>
      <Link to="/home" data-testid="upgrade-home">
        <Button type="link" icon={<HomeOutlined />}>
          {t("backHome")}
        </Button>
      </Link>
    </Flex>
  );
}

/** purchase.upgrade (the normal bar hides here): a higher edition, the day-prorated difference shown before paying. */
function UpgradePage() {
  const t = usePurchaseT();
  const user = useSession()?.userinfo;
  const top = user !== undefined && !offersUpgrade(user, isWebView());
  // a trial account takes any edition; a paid one one that includes its own (core upgradesFrom)
  const higher =
    user?.is_ty === 1 ? (Object.keys(EDITIONS) as EditionName[]) : upgradesFrom(user?.version_type ?? 1);
  const [edition, setEdition] = useState<EditionName | undefined>(higher[0]);
  if (top || !edition || user?.fid !== 0)
    return (
      <Result
        status={top ? "success" : "info"}
        title={t("upgrade.title")}
        subTitle={top ? t("upgrade.top") : t("subAccountOnly")}
        extra={<LinkButton to="/home">{t("backHome")}</LinkButton>}
        data-testid="upgrade-page"
      />
    );
  return (
    <div style={{ maxWidth: 720, margin: "0 auto", padding: 16 }} data-testid="upgrade-page">
      <LeaveUpgrade />
      <PurchaseNav />
      <Typography.Title level={3}>{t("upgrade.title")}</Typography.Title>
      <Typography.Paragraph>
        {user?.is_ty === 1 ? t("upgrade.trialIntro") : t("upgrade.intro")}
      </Typography.Paragraph>
      <Radio.Group value={edition} onChange={(e) => setEdition(e.target.value)} style={{ width: "100%" }}>
        <Space direction="vertical" style={{ width: "100%" }}>
          {higher.map((e) => (
            <Card key={e} size="small">
              <Radio value={e} data-testid={`edition-${e}`}>
                <Typography.Text strong>{t(`edition.${e}`)}</Typography.Text>{" "}
                <Typography.Text type="secondary">
                  {t("perTerm", { amount: formatYuan(EDITIONS[e].price.year), term: t("term.year") })}
                </Typography.Text>
              </Radio>
            </Card>
          ))}
        </Space>
      </Radio.Group>
      <div style={{ marginTop: 16 }}>
        <PayPanel key={edition} item={{ kind: "upgrade", edition }} />
      </div>
    </div>
  );
}

export const Component = withQueryClient(UpgradePage);
