import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Flex, Result, Spin, Table, Tag } from "antd";
import { useNavigate, useParams } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { BomHeader } from "./BomHeader.tsx";
import { failureText } from "./failure-text.ts";
import { useBomT } from "./i18n.ts";
import { orderIdOf } from "./OrderBomPage.tsx";
import type { OrderWindow } from "./order-bom-api.ts";
import { BomTotals } from "./tables/BomTotals.tsx";
import { lengthText, unitKeys } from "./tables/bom-units.ts";
import { useBomUnits } from "./use-bom-units.ts";
import { useOrderBom } from "./use-order-bom.ts";
import { errorsPerWindow, linesPerWindow } from "./window-lines.ts";

/** /orders/calcbomOrderList/{id}: the order's windows, what each adds to the BOM, and the totals. */
function OrderBomListPage() {
  const t = useBomT();
  const units = useBomUnits();
  const navigate = useNavigate();
  const orderId = orderIdOf(useParams().id);
  const { bom, actions } = useOrderBom(orderId);
  const order = useQuery({
    ...routeQuery(routes.orders.detail, { params: { id: orderId } }),
    enabled: orderId > 0,
  });
  if (!orderId || bom.isError || order.isError)
    return (
      <Result
        status="warning"
        title={t("page.loadFailed")}
        // The server says why, e.g. which window's series was deleted.
        subTitle={<span data-testid="bom-error">{failureText(bom.error ?? order.error)}</span>}
      />
    );
  if (!bom.data || !order.data) return <Spin style={{ display: "block", margin: 48 }} />;
  const windows = [...order.data.items].sort((a, b) => a.id - b.id);
  const lines = linesPerWindow(bom.data.bom, windows.length);
  const errors = errorsPerWindow(bom.data.bom, windows.length);
  const seriesName = (id: string | null) =>
    bom.data.series.find((s) => String(s.id) === id)?.name ?? (id ? id : t("list.defaultSeries"));
  return (
    <Flex vertical gap={16} style={{ padding: 16, minWidth: 0 }} data-testid="order-bom-list-page">
      <BomHeader
        data={bom.data}
        {...actions}
        extra={
          <Button
            type="primary"
            ghost
            onClick={() => navigate(`/orders/calcbomOrder/${orderId}`)}
            data-testid="bom-open-detail"
          >
            {t("list.openBom")}
          </Button>
        }
      />
      <Card size="small" title={t("list.windows")}>
        <Table<OrderWindow>
          size="small"
          rowKey="id"
          data-testid="bom-windows"
          dataSource={windows}
          pagination={false}
          scroll={{ x: "max-content" }}
          columns={[
            { title: "#", render: (_, __, i) => i + 1 },
            { title: t("list.windowNo"), dataIndex: "windowNo" },
            {
              title: t("list.size", { unit: t(`lengthUnit.${unitKeys(units).length}`) }),
              render: (_, w) => `${lengthText(w.width, units)} × ${lengthText(w.height, units)}`,
            },
            { title: t("col.count"), dataIndex: "count", align: "right" },
            { title: t("list.series"), render: (_, w) => seriesName(w.seriesId) },
            { title: t("list.lines"), align: "right", render: (_, __, i) => lines[i] ?? 0 },
            {
              title: t("list.errors"),
              render: (_, __, i) =>
                (errors[i] ?? 0) > 0 ? <Tag color="red">{errors[i]}</Tag> : <Tag color="green">0</Tag>,
            },
          ]}
        />
      </Card>
      <BomTotals totals={bom.data.bom.totals} />
    </Flex>
  );
}

export const Component = withQueryClient(OrderBomListPage);
