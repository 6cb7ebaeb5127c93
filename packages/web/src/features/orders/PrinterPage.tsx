import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Button, Flex, Result, Spin, Typography } from "antd";
import { useSearchParams } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { type CustomerItem, ordersApi } from "./orders-api.ts";
import { WindowDrawing } from "./WindowDrawing.tsx";

/** /printer?token=: the selected orders laid out for the browser's print, no sign-in. */
function PrinterPage() {
  const t = useOrdersT();
  const token = useSearchParams()[0].get("token") ?? "";
  const view = useQuery({
    // the drawings' labels are in the viewer's language
    queryKey: ["printer", token, currentLanguage()],
    queryFn: () => ordersApi.printView(token),
    enabled: token !== "",
    retry: false,
  });
  if (!token || view.isError) return <Result status="warning" title={t("share.invalid")} />;
  if (!view.data) return <Spin style={{ display: "block", margin: 48 }} />;
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="printer-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>{view.data.company}</Typography.Title>
        <Button onClick={() => window.print()}>{t("output.print")}</Button>
      </Flex>
      {view.data.orders.map((o) => (
        <div key={o.id} style={{ breakInside: "avoid" }}>
          <Typography.Title level={5}>{`${t("list.orderNo")} ${o.orderNo} · ${o.customer}`}</Typography.Title>
          <ResponsiveTable<CustomerItem>
            rowKey="id"
            dataSource={o.items}
            columns={[
              { title: t("item.windowNo"), dataIndex: "windowNo", primary: true },
              { title: t("item.drawing"), render: (_, i) => <WindowDrawing svg={i.svg} width={140} /> },
              { title: t("item.size"), render: (_, i) => `${i.width} × ${i.height}` },
              { title: t("item.count"), dataIndex: "count", align: "right" },
              { title: t("list.amount"), align: "right", render: (_, i) => formatYuan(i.amount) },
            ]}
          />
        </div>
      ))}
    </Flex>
  );
}

export const Component = withQueryClient(PrinterPage);
