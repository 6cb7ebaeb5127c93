import { type DataOf, routes } from "@fenestra/api";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Checkbox, Flex, Typography } from "antd";
import { routeQuery } from "../../shared/api/route-query.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { usePurchaseT } from "./i18n.ts";

export type CommonCoupon = NonNullable<DataOf<typeof routes.coupon.common>>;

/**
 * The common coupon (SPEC §7 GET coupon/common with the account's phone) when this company has not
 * used it and it can go to `item` (not a top-up); `failed` when it could not be read (SPEC §7: an
 * alert shows failed_details).
 */
export function useCouponOffer(item: PurchaseItem): { offered: CommonCoupon | null; failed: boolean } {
  const phone = useSession()?.userinfo?.phone_number ?? null;
  const coupon = useQuery({
    ...routeQuery(routes.coupon.common, { query: { phone: phone ?? "" } }),
    enabled: phone !== null,
    retry: false,
  });
  const offered = coupon.data?.status === "available" && item.kind !== "topup" ? coupon.data : null;
  return { offered, failed: coupon.isError };
}

/** The coupon offered on the pay panel: its picture, its money, a box to use it, its details link. */
export function CouponOffer({
  coupon,
  failed,
  checked,
  onChange,
}: {
  coupon: CommonCoupon | null;
  failed: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = usePurchaseT();
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        message={t("coupon.failed_details")}
        style={{ marginBottom: 12 }}
        data-testid="coupon-failed"
      />
    );
  if (!coupon) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="coupon-offer">
      <Flex gap={12} align="center" wrap>
        {coupon.pic && (
          <img src={coupon.pic} alt={t("coupon.picture")} style={{ maxWidth: 96, maxHeight: 64 }} />
        )}
        <Flex vertical gap={4}>
          <Typography.Text strong>{t("coupon.offer", { amount: formatYuan(coupon.money) })}</Typography.Text>
          <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="coupon-use">
            {t("coupon.use")}
          </Checkbox>
          {coupon.link && (
            <Typography.Link href={coupon.link} target="_blank" rel="noopener" data-testid="coupon-link">
              {t("coupon.rules")}
            </Typography.Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
