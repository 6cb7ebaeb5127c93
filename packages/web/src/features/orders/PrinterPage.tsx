import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Button, Flex, Result, Spin, Typography } from "antd";
import { useSearchParams } from "react-router";
import { routeQueryIn } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import type { CustomerItem, CustomerQuoteLine } from "./orders-api.ts";
import { WindowDrawing } from "./WindowDrawing.tsx";

/** A total right-aligned under its table. */
function TotalLine({ label, fen, testId }: { label: string; fen: number; testId: string }) {
  return (
    <Flex justify="flex-end" align="baseline" gap={16} style={{ marginTop: 8 }}>
      <Typography.Text strong style={{ textAlign: "right" }}>
        {label}
      </Typography.Text>
      <Typography.Text strong data-testid={testId} style={{ whiteSpace: "nowrap" }}>
        {formatYuan(fen)}
      </Typography.Text>
    </Flex>
  );
}

/**
 * /printer?token=: the selected orders laid out for the browser's print, no sign-in; each order
 * with its total, then each of their contracts with its quote items and total (the customer's
 * figures, the same as the contract's share page).
 */
function PrinterPage() {
  const t = useOrdersT();
  const token = useSearchParams()[0].get("token") ?? "";
  const view = useQuery({
    // the drawings' labels are in the viewer's language
    ...routeQueryIn(currentLanguage(), routes.printer.view, { query: { token } }),
    enabled: token !== "",
    retry: false,
  });
  if (!token || view.isError) return <Result status="warning" title={t("share.invalid")} />;
  if (!view.data) return <Spin style={{ display: "block", margin: 48 }} />;
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="printer-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>{view.data.company}</Typography.Title>
        <Button className="no-print" onClick={() => window.print()}>
          {t("output.print")}
        </Button>
      </Flex>
      {view.data.orders.map((o) => (
        <div key={o.id} style={{ breakInside: "avoid" }} data-testid="printer-order">
          <Typography.Title level={5}>{`${t("list.orderNo")} ${o.orderNo} · ${o.customer}`}</Typography.Title>
          <ResponsiveTable<CustomerItem>
            rowKey="id"
            dataSource={o.items}
            columns={[
              { title: t("item.windowNo"), dataIndex: "windowNo", primary: true },
              { title: t("item.drawing"), render: (_, i) => <WindowDrawing svg={i.svg} width={140} /> },
              { title: t("item.size"), render: (_, i) => `${i.width} × ${i.height}` },
              { title: t("item.count"), dataIndex: "count", align: "right" },
              { title: t("item.price"), align: "right", render: (_, i) => formatYuan(i.price) },
              { title: t("list.amount"), align: "right", render: (_, i) => formatYuan(i.amount) },
            ]}
          />
          <TotalLine label={t("printer.orderTotal")} fen={o.amount} testId="printer-order-total" />
        </div>
      ))}
      {view.data.contracts.map((c) => (
        <div key={c.id} style={{ breakInside: "avoid" }} data-testid="printer-contract">
          <Typography.Title
            level={5}
          >{`${t("printer.contract", { no: c.contractNo })} · ${c.customer}`}</Typography.Title>
          {c.quoteItems.length > 0 && (
            <>
              <Typography.Text type="secondary">{t("quote.title")}</Typography.Text>
              <ResponsiveTable<CustomerQuoteLine>
                rowKey="id"
                dataSource={c.quoteItems}
                testId="printer-quote-items"
                columns={[
                  { title: t("quote.name"), dataIndex: "name", primary: true },
                  { title: t("item.count"), dataIndex: "count", align: "right" },
                  { title: t("item.price"), align: "right", render: (_, q) => formatYuan(q.price) },
                  { title: t("list.amount"), align: "right", render: (_, q) => formatYuan(q.amount) },
                ]}
              />
            </>
          )}
          <TotalLine label={t("printer.contractTotal")} fen={c.amount} testId="printer-contract-total" />
        </div>
      ))}
    </Flex>
  );
}

export const Component = withQueryClient(PrinterPage);
