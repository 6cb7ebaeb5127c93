import { Button, Card, Flex, Result, Spin } from "antd";
import { useNavigate, useParams } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { BomHeader } from "./BomHeader.tsx";
import { failureText } from "./failure-text.ts";
import { useBomT } from "./i18n.ts";
import { SafetyAlert } from "./SafetyAlert.tsx";
import { BomTabs } from "./tables/BomTabs.tsx";
import { BomTotals } from "./tables/BomTotals.tsx";
import { useOrderBom } from "./use-order-bom.ts";

export function orderIdOf(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** /orders/calcbomOrder/{id}: an order's whole bill of materials in tables, with totals. */
function OrderBomPage() {
  const t = useBomT();
  const navigate = useNavigate();
  const orderId = orderIdOf(useParams().id);
  const { bom, actions } = useOrderBom(orderId);
  if (!orderId || bom.isError)
    return (
      <Result
        status="warning"
        title={t("page.loadFailed")}
        subTitle={<span data-testid="bom-error">{failureText(bom.error)}</span>}
      />
    );
  if (!bom.data) return <Spin style={{ display: "block", margin: 48 }} />;
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="order-bom-page">
      <BomHeader
        data={bom.data}
        {...actions}
        extra={
          <Button onClick={() => navigate(`/orders/calcbomOrderList/${orderId}`)}>
            {t("page.byWindow")}
          </Button>
        }
      />
      {/* a BOM stored before the safety rules has no findings */}
      <SafetyAlert findings={bom.data.bom.safety ?? []} />
      <BomTotals totals={bom.data.bom.totals} />
      <Card size="small">
        <BomTabs bom={bom.data.bom} />
      </Card>
    </Flex>
  );
}

export const Component = withQueryClient(OrderBomPage);
