import { Alert, Button, Flex, Space, Typography } from "antd";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { useBomT } from "./i18n.ts";
import type { OrderBom } from "./order-bom-api.ts";

interface Props {
  data: OrderBom;
  recalculating: boolean;
  exporting: boolean;
  onRecalculate(): void;
  onExport(): void;
  extra?: React.ReactNode;
}

/** Order number, series, when the BOM was computed, the stale banner and the two actions. */
export function BomHeader({ data, recalculating, exporting, onRecalculate, onExport, extra }: Props) {
  const t = useBomT();
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space direction="vertical" size={0}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="bom-order-no">
            {t("page.title", { orderNo: data.order.orderNo })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t("page.computedAt", { time: formatDateTime(data.computedAt) })} ·{" "}
            {t("page.series", { names: data.series.map((s) => s.name).join(", ") })}
          </Typography.Text>
        </Space>
        <Space wrap>
          {extra}
          <Button onClick={onRecalculate} loading={recalculating} data-testid="bom-recalculate">
            {t("page.recalculate")}
          </Button>
          <Button type="primary" onClick={onExport} loading={exporting} data-testid="bom-export">
            {t("page.exportExcel")}
          </Button>
        </Space>
      </Flex>
      {data.stale && (
        <Alert
          type="warning"
          showIcon
          data-testid="bom-stale"
          title={t("page.stale")}
          action={
            <Button size="small" type="primary" onClick={onRecalculate} loading={recalculating}>
              {t("page.recalculate")}
            </Button>
          }
        />
      )}
      {data.bom.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="bom-errors"
          title={t("page.rowErrors", { count: data.bom.errors.length })}
        />
      )}
    </Flex>
  );
}
