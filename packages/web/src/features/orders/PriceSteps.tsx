import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Typography } from "antd";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import type { ContractDetail } from "./orders-api.ts";

type Step = { key: string; label: string; value: string; strong?: boolean };

const signed = (fen: number) => (fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen));

/**
 * How a contract's total is made, each step that applies with what it changes (the server's
 * priceSteps, from core's contractBreakdown): the orders, the quote items, their subtotal, the
 * discount and the raise with their percentages, the total. The raise's amount is left out for
 * whoever may not see the agency price.
 */
export function PriceSteps({ contract: c }: { contract: ContractDetail }) {
  const t = useOrdersT();
  const s = c.priceSteps;
  const hasExtras = c.quoteItems.length > 0;
  const changed = c.discountPercent !== 100 || c.markupPercent !== 100;
  if (!hasExtras && !changed) return null;
  const steps: Step[] = [
    { key: "base", label: t("price.base"), value: formatYuan(c.baseAmount) },
    ...(hasExtras ? [{ key: "extras", label: t("price.extras"), value: signed(s.extras) }] : []),
    ...(hasExtras && changed
      ? [{ key: "subtotal", label: t("price.subtotal"), value: formatYuan(s.subtotal) }]
      : []),
    ...(c.discountPercent !== 100
      ? [
          {
            key: "discount",
            label: t("price.discountStep", { percent: c.discountPercent }),
            value: signed(s.discount),
          },
        ]
      : []),
    ...(c.markupPercent !== 100
      ? [
          {
            key: "markup",
            label: t("price.markupStep", { percent: c.markupPercent }),
            value: s.markup === null ? "" : signed(s.markup),
          },
        ]
      : []),
    { key: "total", label: t("price.total"), value: formatYuan(c.amount), strong: true },
  ];
  return (
    <dl
      aria-label={t("price.steps")}
      data-testid="price-steps"
      style={{
        display: "grid",
        gridTemplateColumns: "max-content max-content",
        columnGap: 24,
        rowGap: 2,
        margin: "12px 0 0",
      }}
    >
      {steps.map((step) => (
        <div key={step.key} data-testid={`price-step-${step.key}`} style={{ display: "contents" }}>
          <dt>
            <Typography.Text type={step.strong ? undefined : "secondary"} strong={step.strong}>
              {step.label}
            </Typography.Text>
          </dt>
          <dd style={{ margin: 0, textAlign: "right", fontVariantNumeric: "tabular-nums" }}>
            <Typography.Text strong={step.strong}>{step.value}</Typography.Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
