import { FileExcelOutlined, FilePdfOutlined, FileWordOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Flex, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { NotLoaded } from "./NotLoaded.tsx";
import { type ExportFormat, ordersApi } from "./orders-api.ts";
import { WindowRows } from "./WindowRows.tsx";

const FORMATS: { format: ExportFormat; icon: ReactNode }[] = [
  { format: "pdf", icon: <FilePdfOutlined /> },
  { format: "xlsx", icon: <FileExcelOutlined /> },
  { format: "docx", icon: <FileWordOutlined /> },
];

/**
 * /orders/export/{id} (SPEC §2): an order as a quote document (the same the drawing page's
 * output menu makes): PDF, Excel or Word, each window's drawing, details, price and materials.
 */
function OrderExportPage() {
  const t = useOrdersT();
  const id = Number(useParams().id);
  const order = useQuery({ ...routeQuery(routes.orders.detail, { params: { id } }), enabled: id > 0 });
  const fileJob = useFileJob();
  const [chosenFormat, setChosenFormat] = useState<ExportFormat | null>(null);
  const download = (chosen: ExportFormat) => {
    setChosenFormat(chosen);
    fileJob.run(() => ordersApi.downloadOrder(id, chosen)).catch((e) => showError(e, t("export.failed")));
  };
  if (order.isError || !order.data) return <NotLoaded query={order} />;
  const o = order.data;
  const rows = o.items.map((i) => ({ ...i, orderId: o.id }));
  return (
    <Flex vertical gap={12} style={{ padding: 12 }} data-testid="order-export-page">
      <Card
        title={t("export.title", { no: o.orderNo })}
        styles={{ title: { whiteSpace: "normal" } }}
        extra={<Link to={`/orders/detail/${o.id}`}>{t("export.back")}</Link>}
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>{t("export.intro")}</Typography.Paragraph>
          <Typography.Text>
            {t("list.amount")}: <span data-testid="order-export-amount">{formatYuan(o.amount)}</span>
          </Typography.Text>
          <Flex gap={8} wrap>
            {FORMATS.map(({ format, icon }) => (
              <Button
                key={format}
                icon={icon}
                type={format === "pdf" ? "primary" : "default"}
                loading={fileJob.busy && chosenFormat === format}
                disabled={o.items.length === 0}
                onClick={() => download(format)}
                data-testid={`order-export-${format}`}
              >
                {t(`export.${format}`)}
              </Button>
            ))}
          </Flex>
          {fileJob.node}
          {o.items.length === 0 ? (
            <Typography.Text type="secondary">{t("export.empty")}</Typography.Text>
          ) : null}
        </Flex>
      </Card>
      <Card size="small" title={t("list.items")}>
        <WindowRows
          rows={rows}
          contractId={o.contractId}
          editable={false}
          onDuplicate={() => {}}
          onDelete={() => {}}
        />
      </Card>
    </Flex>
  );
}

export const Component = withQueryClient(OrderExportPage);
