import { routes } from "@fenestra/api";
import { isOnSale, MODULES, type ModuleName, modulesOnSale } from "@fenestra/core/account/entitlements";
import { renderTrialUntil, TOP_UP_AMOUNTS } from "@fenestra/core/account/purchase";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Input, List, Radio, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import { refreshSession } from "../../shared/session/session-refresh.ts";
import { readUserinfo } from "../../shared/storage/session-store.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { AccountSummary, useAccountOverview } from "./AccountSummary.tsx";
import { activatesSignedInAccount } from "./activation.ts";
import { canBuyAddOns } from "./can-buy.ts";
import { usePurchaseT } from "./i18n.ts";
import { PayPanel } from "./PayPanel.tsx";
import { invitationApi, purchaseApi } from "./purchase-api.ts";

/**
 * personal-center/purchase: the account's purchase facts and what is bought besides an edition —
 * modules, optimization balance (the cutting optimizer's recharge), redemption codes — and, on
 * trial, the one-day rendering trial and the 3 days a shared invitation link adds. `?section=`
 * scrolls to a card (the buy dialog's recharge and module links).
 */
function PersonalPurchasePage() {
  const t = usePurchaseT();
  const account = useAccountOverview();
  const a = account.data;
  const [search] = useSearchParams();
  const section = search.get("section");
  const loaded = a !== undefined;
  useEffect(() => {
    if (loaded && section) document.getElementById(`purchase-${section}`)?.scrollIntoView({ block: "start" });
  }, [loaded, section]);
  return (
    <div data-testid="personal-purchase" style={{ maxWidth: 900 }}>
      <AccountSummary account={a} />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <LinkButton to="/purchase/renew" type="primary" testId="go-renew">
          {t("renew.title")}
        </LinkButton>
        <LinkButton to="/purchase/upgrade">{t("upgrade.title")}</LinkButton>
        <LinkButton to="/purchase/team-upgrade">{t("team.title")}</LinkButton>
        <LinkButton to="/personal-center/purchase-history" type="link">
          {t("history.title")}
        </LinkButton>
      </Flex>
      {a?.isTrial === 1 && <TrialCard renderTrialOn={a.renderTrialOn} trialExtendedOn={a.trialExtendedOn} />}
      <div id="purchase-modules">{a && <ModulesCard account={a} />}</div>
      <div id="purchase-topup">
        <TopUpCard />
      </div>
      <RedeemCard />
    </div>
  );
}

function ModulesCard({ account }: { account: NonNullable<ReturnType<typeof useAccountOverview>["data"]> }) {
  const t = usePurchaseT();
  const [buying, setBuying] = useState<ModuleName | null>(null);
  const refusal = canBuyAddOns(account);
  return (
    <Card size="small" title={t("modules.title")} style={{ marginBottom: 16 }} data-testid="modules-card">
      {refusal && <Alert type="info" showIcon message={t(refusal)} style={{ marginBottom: 12 }} />}
      <List
        // Only what is sold (core MODULES' onSale): a module whose feature does not exist yet is not listed.
        dataSource={modulesOnSale()}
        renderItem={(m) => {
          const owned = (account.modules[m] ?? 0) > 0;
          return (
            <List.Item
              data-testid={`module-${m}`}
              actions={[
                owned ? (
                  <Tag color="green" key="owned">
                    {t("modules.owned")}
                  </Tag>
                ) : refusal ? null : (
                  <Button key="buy" size="small" onClick={() => setBuying(m)} data-testid={`buy-module-${m}`}>
                    {t("modules.buy")}
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={t(`module.${m}`)}
                description={t("perTerm", { amount: formatYuan(MODULES[m].price), term: t("term.year") })}
              />
            </List.Item>
          );
        }}
      />
      <Dialog
        open={buying !== null}
        onCancel={() => setBuying(null)}
        footer={null}
        title={buying ? t("item.module", { module: t(`module.${buying}`) }) : ""}
        destroyOnHidden
      >
        {buying && (
          <>
            <Typography.Paragraph type="secondary">{t("modules.intro")}</Typography.Paragraph>
            <PayPanel item={{ kind: "module", module: buying }} />
          </>
        )}
      </Dialog>
    </Card>
  );
}

function TopUpCard() {
  const t = usePurchaseT();
  const [amountFen, setAmountFen] = useState<number>(TOP_UP_AMOUNTS[1]);
  return (
    <Card size="small" title={t("topup.title")} style={{ marginBottom: 16 }} data-testid="topup-card">
      <Typography.Paragraph type="secondary">{t("topup.intro")}</Typography.Paragraph>
      <Radio.Group
        optionType="button"
        value={amountFen}
        onChange={(e) => setAmountFen(e.target.value)}
        options={TOP_UP_AMOUNTS.map((fen) => ({
          value: fen,
          label: t("topup.option", { amount: formatYuan(fen) }),
        }))}
        style={{ marginBottom: 12 }}
        data-testid="topup-amount"
      />
      <PayPanel key={amountFen} item={{ kind: "topup", amountFen }} />
    </Card>
  );
}

export function RedeemCard() {
  const t = usePurchaseT();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const redeem = useMutation({
    mutationFn: async () => {
      // Read before the code is redeemed: whether it activates the account as it is now.
      const before = readUserinfo();
      const order = await purchaseApi.redeem(code);
      return { order, activated: activatesSignedInAccount(order.item, before) };
    },
    onSuccess: async ({ activated }) => {
      setCode("");
      toast.success(activated ? t("activated") : t("redeem.done"));
      await refreshSession();
      await invalidate(queryClient, routes.purchase.account);
    },
    onError: showRefusal,
  });
  return (
    <Card size="small" title={t("redeem.title")} style={{ marginBottom: 16 }} data-testid="redeem-card">
      <Space.Compact style={{ width: "100%", maxWidth: 420 }}>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t("redeem.placeholder")}
          maxLength={64}
          onPressEnter={() => code.trim() && redeem.mutate()}
          data-testid="redeem-code"
        />
        <Button
          type="primary"
          disabled={!code.trim()}
          loading={redeem.isPending}
          onClick={() => redeem.mutate()}
          data-testid="redeem-submit"
        >
          {t("redeem.submit")}
        </Button>
      </Space.Compact>
    </Card>
  );
}

/**
 * SPEC §6 / §9: the one-day real-scene rendering trial (once, and only while rendering is on
 * sale) and sharing for 3 more trial days (once).
 */
function TrialCard({
  renderTrialOn,
  trialExtendedOn,
}: {
  renderTrialOn: string | null;
  trialExtendedOn: string | null;
}) {
  const t = usePurchaseT();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const done = async () => {
    await refreshSession();
    await invalidate(queryClient, routes.purchase.account);
  };
  const render = useMutation({ mutationFn: purchaseApi.renderTrial, onSuccess: done, onError: showRefusal });
  const share = useMutation({
    mutationFn: async () => {
      const { link: url } = await invitationApi.summary();
      setLink(url);
      try {
        await navigator.clipboard.writeText(url);
      } catch {
        // No clipboard (an insecure page, a refused permission): the link shows to copy by hand.
      }
      return purchaseApi.shareExtension();
    },
    onSuccess: async () => {
      toast.success(t("trial.copied"));
      await done();
    },
    onError: showRefusal,
  });
  return (
    <Card size="small" title={t("trial.title")} style={{ marginBottom: 16 }} data-testid="trial-card">
      <Flex vertical gap={12}>
        {!isOnSale("rendering") ? null : renderTrialOn ? (
          <Typography.Text data-testid="render-trial-taken">
            {t("trial.renderTaken", { date: renderTrialOn })} ·{" "}
            {t("trial.renderUntil", { date: renderTrialUntil(renderTrialOn) })}
          </Typography.Text>
        ) : (
          <div>
            <Button onClick={() => render.mutate()} loading={render.isPending} data-testid="render-trial">
              {t("trial.render")}
            </Button>
          </div>
        )}
        {trialExtendedOn ? (
          <Typography.Text data-testid="trial-shared">
            {t("trial.shared", { date: trialExtendedOn })}
          </Typography.Text>
        ) : (
          <div>
            <Button onClick={() => share.mutate()} loading={share.isPending} data-testid="share-extend">
              {t("trial.share")}
            </Button>
          </div>
        )}
        {link && (
          <Typography.Text copyable data-testid="share-link">
            {link}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

export const Component = withQueryClient(PersonalPurchasePage);
