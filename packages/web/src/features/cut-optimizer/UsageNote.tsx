import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Flex, Tag, Typography } from "antd";
import { routeQuery } from "../../shared/api/route-query.ts";
import { useCutT } from "./i18n.ts";

/** What optimizing costs this month: the free runs left per profile code and the balance (SPEC §9). */
export function UsageNote() {
  const t = useCutT();
  const usage = useQuery(routeQuery(routes.cutting.usage));
  const u = usage.data;
  if (!u) return null;
  return (
    <Flex vertical gap={4} data-testid="cut-usage">
      <Typography.Text type="secondary">
        {t("usage.title", { month: u.month })} ·{" "}
        {t("usage.rule", { free: u.freePerMonth, price: formatYuan(u.priceFen) })}{" "}
        <span data-testid="cut-balance">{t("usage.balance", { balance: formatYuan(u.balanceFen) })}</span>
      </Typography.Text>
      {u.profiles.length > 0 ? (
        <Flex wrap gap={4}>
          {u.profiles.map((p) => (
            <Tag key={p.code} color={p.freeLeft === 0 ? "orange" : undefined} data-testid="cut-free-left">
              {t("usage.freeLeft", { code: p.code, count: p.freeLeft })}
            </Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
