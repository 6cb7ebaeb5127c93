import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Flex, Tag, Tooltip, Typography } from "antd";
import { Link } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { PagedTable } from "../../shared/list/PagedTable.tsx";
import { usePagedList } from "../../shared/list/use-paged-list.ts";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import type { ProfitRow } from "./finance-api.ts";
import { useFinanceT } from "./i18n.ts";

const PARTS = ["materials", "otherCosts", "wages", "expenditures"] as const;
type Part = (typeof PARTS)[number];
/** Where each part's actual figure comes from (other costs have only the BOM's estimate). */
const ACTUAL = {
  materials: "profit.basis.materials",
  otherCosts: "profit.basis.estimate",
  wages: "profit.basis.wages",
  expenditures: "profit.basis.expenditures",
} as const;

/**
 * One part of the cost: the amount counted, labelled with where it comes from (the BOM's
 * estimate, or the record: picked stock, the workshop's wage links, the ledger), and the BOM's
 * estimate beside an actual when both exist.
 */
function CostCell({ part, value }: { part: Part; value: ProfitRow[Part] }) {
  const t = useFinanceT();
  if (value.used === null)
    return (
      <Typography.Text type="secondary" data-testid={`profit-${part}`} data-basis="none">
        {t("profit.none")}
      </Typography.Text>
    );
  const basis = value.used === "estimate" ? t("profit.basis.estimate") : t(ACTUAL[part]);
  return (
    <Flex vertical align="end" gap={2} data-testid={`profit-${part}`} data-basis={value.used}>
      <span>{formatYuan(value.amount)}</span>
      <Tag color={value.used === "actual" ? "green" : "default"} style={{ marginInlineEnd: 0 }}>
        {basis}
      </Tag>
      {value.used === "actual" && value.estimate !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("profit.estimateWas", { amount: formatYuan(value.estimate) })}
        </Typography.Text>
      )}
      {value.used === "estimate" && value.actual !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`profit-${part}-so-far`}>
          {t("profit.pickedSoFar", { amount: formatYuan(value.actual) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * personal-center/order-profit: per contract, the quoted amount less each part of its cost
 * (materials, other costs, wages, expenditures, each estimate or actual), and the margin (key get cost).
 */
function OrderProfitPage() {
  const t = useFinanceT();
  const rows = usePagedList(routes.finance.orderProfit, {});
  const columns: Column<ProfitRow>[] = [
    {
      title: t("profit.contract"),
      primary: true,
      // The customer under the contract's number: one column fewer, so the parts fit a desk.
      render: (_, r) => (
        <Flex vertical gap={2}>
          <Flex gap={6} wrap>
            <Link to={`/orders/group-detail/${r.contractId}`}>{r.contractNo || r.contractId}</Link>
            {r.incomplete && (
              <Tooltip title={t("profit.incomplete")}>
                <Tag color="warning">!</Tag>
              </Tooltip>
            )}
          </Flex>
          {r.customer && (
            <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
              {r.customer}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t("profit.quoted"), align: "right", render: (_, r) => formatYuan(r.quoted) },
    ...PARTS.map(
      (part): Column<ProfitRow> => ({
        title: t(`profit.${part}`),
        align: "right",
        render: (_, r) => <CostCell part={part} value={r[part]} />,
      }),
    ),
    {
      title: t("profit.cost"),
      align: "right",
      render: (_, r) => <span data-testid="profit-total-cost">{formatYuan(r.cost)}</span>,
    },
    {
      title: t("profit.profit"),
      align: "right",
      render: (_, r) => (
        <span style={{ color: r.profit < 0 ? "#cf1322" : undefined }}>{formatYuan(r.profit)}</span>
      ),
    },
    {
      title: t("profit.margin"),
      align: "right",
      render: (_, r) => (
        <span data-testid="profit-margin">{r.margin === null ? "—" : `${(r.margin * 100).toFixed(2)}%`}</span>
      ),
    },
  ];
  return (
    <div data-testid="order-profit-page">
      <PageTitle>{t("title.profit")}</PageTitle>
      <Typography.Paragraph type="secondary">{t("profit.hint")}</Typography.Paragraph>
      <PagedTable<ProfitRow> list={rows} rowKey="contractId" testId="profit-rows" columns={columns} />
    </div>
  );
}

export const Component = withQueryClient(OrderProfitPage);
