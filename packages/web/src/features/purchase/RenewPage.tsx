import { EDITIONS, type EditionName, editionOf, TERMS, type Term } from "@fenestra/core/account/entitlements";
import { MAX_QUANTITY } from "@fenestra/core/account/purchase";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Alert, Card, Flex, InputNumber, Radio, Result, Space, Typography } from "antd";
import { useState } from "react";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { AccountSummary, useAccountOverview } from "./AccountSummary.tsx";
import { usePurchaseT } from "./i18n.ts";
import { PayPanel } from "./PayPanel.tsx";
import { PurchaseNav } from "./PurchaseNav.tsx";

const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * purchase.renew (open to an expired account, guard rule 6): an edition for a number of days,
 * months or years. A running paid account renews its own edition (its seats and modules renew
 * with it; the price shown includes them); a trial or expired one picks any edition.
 */
function RenewPage() {
  const t = usePurchaseT();
  const user = useSession()?.userinfo;
  const account = useAccountOverview();
  const a = account.data;
  const running = a !== undefined && a.isTrial !== 1 && (a.expiresOn ?? "") >= utcToday();
  const [chosen, setChosen] = useState<EditionName>("pro");
  const [term, setTerm] = useState<Term>("year");
  const [quantity, setQuantity] = useState(1);
  const edition = running && a ? editionOf(a.versionType) : chosen;
  if (user && user.fid !== 0)
    return (
      <Result
        status="info"
        title={t("renew.title")}
        subTitle={t("subAccountOnly")}
        data-testid="renew-page"
      />
    );
  return (
    <div style={{ maxWidth: 760, margin: "0 auto", padding: 16 }} data-testid="renew-page">
      <PurchaseNav />
      <Typography.Title level={3}>{t("renew.title")}</Typography.Title>
      <AccountSummary account={a} />
      {a?.permanent === 1 ? (
        <Alert type="success" showIcon message={t("renew.permanent")} />
      ) : (
        a && (
          <>
            <Typography.Paragraph>{running ? t("renew.intro") : t("renew.pick")}</Typography.Paragraph>
            <Radio.Group
              value={edition}
              onChange={(e) => setChosen(e.target.value)}
              style={{ width: "100%", marginBottom: 12 }}
            >
              <Space direction="vertical" style={{ width: "100%" }}>
                {(Object.keys(EDITIONS) as EditionName[])
                  .filter((e) => !running || e === edition)
                  .map((e) => (
                    <Card key={e} size="small">
                      <Radio value={e} data-testid={`renew-edition-${e}`}>
                        <Typography.Text strong>{t(`edition.${e}`)}</Typography.Text>{" "}
                        <Typography.Text type="secondary">
                          {t("perTerm", {
                            amount: formatYuan(EDITIONS[e].price[term]),
                            term: t(`term.${term}`),
                          })}
                        </Typography.Text>
                      </Radio>
                    </Card>
                  ))}
              </Space>
            </Radio.Group>
            {running && (
              <Typography.Paragraph type="secondary">{t("renew.sameEdition")}</Typography.Paragraph>
            )}
            <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
              <Radio.Group
                optionType="button"
                value={term}
                onChange={(e) => {
                  const next = e.target.value as Term;
                  setTerm(next);
                  setQuantity((q) => Math.min(q, MAX_QUANTITY[next]));
                }}
                options={TERMS.map((v) => ({ value: v, label: t(`term.${v}`) }))}
                data-testid="renew-term"
              />
              <Space>
                <Typography.Text>{t("quantity")}</Typography.Text>
                <InputNumber
                  min={1}
                  max={MAX_QUANTITY[term]}
                  precision={0}
                  value={quantity}
                  onChange={(v) => setQuantity(v ?? 1)}
                  data-testid="renew-quantity"
                />
              </Space>
            </Flex>
            <PayPanel
              key={`${edition}-${term}-${quantity}`}
              item={{ kind: "edition", edition, term, quantity }}
            />
          </>
        )
      )}
    </div>
  );
}

export const Component = withQueryClient(RenewPage);
