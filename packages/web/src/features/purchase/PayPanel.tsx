import { routes } from "@fenestra/api";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Checkbox, Flex, QRCode, Radio, Result, Typography } from "antd";
import { useState } from "react";
import { invalidate, routeKey } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { refreshSession } from "../../shared/session/session-refresh.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { activatesSignedInAccount } from "./activation.ts";
import { CouponOffer, useCouponOffer } from "./CouponOffer.tsx";
import { itemLabel, usePurchaseT } from "./i18n.ts";
import { type PayChannel, type PaymentOrder, purchaseApi } from "./purchase-api.ts";

/**
 * The price of `item` for this account today (an upgrade prorated by day, shown before paying),
 * the purchase agreement to read, the channel, and the payment: the dialog shows the provider's
 * code URL as a QR code to scan with WeChat or Alipay (and a link to its pay page), and the order
 * is polled until paid; then the session is read again, so the bars show it at once.
 */
export function PayPanel({ item }: { item: PurchaseItem }) {
  const t = usePurchaseT();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const [showAgreement, setShowAgreement] = useState(false);
  const [channel, setChannel] = useState<PayChannel>("alipay");
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  // Whether this payment activates the account (SPEC §8), judged on the account as it was ordered.
  const [activates, setActivates] = useState(false);
  const coupon = useCouponOffer(item);
  const [useCoupon, setUseCoupon] = useState(true);
  const couponId = coupon.offered && useCoupon ? coupon.offered.id : undefined;
  const quote = useQuery({
    ...routeQuery(routes.purchase.quote, { body: { item, couponId } }),
    retry: false,
  });
  const create = useMutation({
    mutationFn: () => purchaseApi.createOrder(item, channel, couponId),
    onSuccess: (created) => {
      setActivates(activatesSignedInAccount(created.item));
      setOrder(created);
    },
    onError: showRefusal,
  });
  const status = useQuery({
    queryKey: routeKey(routes.purchase.order, { params: { id: order?.id ?? 0 } }),
    queryFn: async () => {
      const current = await purchaseApi.order(order?.id as number);
      if (current.status === "paid") {
        await refreshSession();
        // The account's facts and history changed: every purchase screen reads them again.
        await invalidate(
          queryClient,
          routes.purchase.account,
          routes.purchase.history,
          routes.purchase.quote,
        );
      }
      return current;
    },
    enabled: order !== null,
    refetchInterval: (q) => (q.state.data?.status === "unpaid" || !q.state.data ? 2000 : false),
  });
  const paid = status.data?.status === "paid";
  return (
    <div data-testid="pay-panel">
      <CouponOffer
        coupon={coupon.offered}
        failed={coupon.failed}
        checked={useCoupon}
        onChange={setUseCoupon}
      />
      {quote.data && (
        <Flex vertical gap={4} style={{ marginBottom: 12 }}>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="pay-amount">
            {t("toPay", { amount: formatYuan(quote.data.amountFen) })}
          </Typography.Text>
          {quote.data.couponFen > 0 && (
            <Typography.Text type="success" data-testid="pay-coupon">
              {t("coupon.applied", { amount: formatYuan(quote.data.couponFen) })}
            </Typography.Text>
          )}
          {quote.data.daysLeft > 0 && (
            <Typography.Text type="secondary">{t("prorated", { days: quote.data.daysLeft })}</Typography.Text>
          )}
          {quote.data.expiresOnAfter && (
            <Typography.Text type="secondary">
              {t("expiresAfter", { date: quote.data.expiresOnAfter })}
            </Typography.Text>
          )}
        </Flex>
      )}
      {quote.error && (
        <Alert
          type="warning"
          showIcon
          message={(quote.error as Error).message}
          style={{ marginBottom: 12 }}
        />
      )}
      <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value)} style={{ marginBottom: 12 }}>
        <Radio value="alipay">{t("channel.alipay")}</Radio>
        <Radio value="wechat">{t("channel.wechat")}</Radio>
      </Radio.Group>
      <div style={{ marginBottom: 12 }}>
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="agreement">
          {t("agreement.read")}
        </Checkbox>
        <Button type="link" onClick={() => setShowAgreement(true)} style={{ padding: 0 }}>
          {t("agreement.open")}
        </Button>
      </div>
      <Button
        type="primary"
        size="large"
        disabled={!agreed || !quote.data}
        loading={create.isPending}
        onClick={() => create.mutate()}
        data-testid="pay"
      >
        {t("pay")}
      </Button>
      {!agreed && <Typography.Paragraph type="secondary">{t("agreement.required")}</Typography.Paragraph>}
      <Dialog
        open={showAgreement}
        onCancel={() => setShowAgreement(false)}
        onOk={() => {
          setAgreed(true);
          setShowAgreement(false);
        }}
        title={t("agreement.open")}
      >
        <Typography.Paragraph>{t("agreement.text")}</Typography.Paragraph>
      </Dialog>
      <Dialog
        open={order !== null}
        footer={null}
        onCancel={() => setOrder(null)}
        title={order ? t("payDialog.title", { amount: formatYuan(order.amountFen) }) : ""}
      >
        {status.data?.status === "closed" || status.data?.status === "refund_due" ? (
          <Alert
            type="warning"
            showIcon
            message={t(status.data.status === "closed" ? "payDialog.closed" : "payDialog.refundDue")}
            data-testid="pay-stale"
          />
        ) : paid ? (
          <Result
            status="success"
            title={activates ? t("activated") : t("payDialog.paid")}
            subTitle={order ? itemLabel(order.item) : ""}
            data-testid="pay-done"
          />
        ) : (
          <Flex vertical gap={12} align="center">
            <Typography.Text>{t("payDialog.scan", { channel: t(`channel.${channel}`) })}</Typography.Text>
            {/* The provider's code URL as its QR, scanned with WeChat or Alipay (the sandbox's too). */}
            {order?.payUrl && (
              <QRCode
                value={order.payUrl}
                size={200}
                errorLevel="M"
                aria-label={t("payDialog.qr")}
                data-testid="pay-qr"
              />
            )}
            {order?.payUrl && (
              <Button
                type="primary"
                href={order.payUrl}
                target="_blank"
                rel="noopener"
                data-testid="open-pay-page"
              >
                {t("payDialog.open")}
              </Button>
            )}
            <Typography.Text type="secondary">{t("payDialog.waiting")}</Typography.Text>
          </Flex>
        )}
      </Dialog>
    </div>
  );
}
