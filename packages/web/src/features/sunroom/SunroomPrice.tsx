// The sunroom's price as its contract will quote it (core quoteSunroom, the same the server makes
// the contract's quote lines with): the structure by its sunroom series, each facet by its series'
// quote formulas.
import { formatYuan } from "@fenestra/core/pricing/money-text";
import type { SunroomQuote } from "@fenestra/core/sunroom/index";
import { Alert, Card, Flex, Typography } from "antd";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { useSunroomT } from "./sunroom-text.ts";

type Row = { key: string; part: string; size: string; price: string };

export function SunroomPrice({ quote }: { quote: SunroomQuote }) {
  const t = useSunroomT();
  const rows: Row[] = quote.lines.map((l) =>
    l.part === "structure"
      ? { key: "structure", part: t("price.structure"), size: "", price: formatYuan(l.priceFen) }
      : {
          key: l.facetId,
          part: t("price.facet", { facet: l.facetId }),
          size: `${Math.round(l.width)} × ${Math.round(l.height)}`,
          price: formatYuan(l.priceFen),
        },
  );
  const columns: Column<Row>[] = [
    { title: t("price.part"), dataIndex: "part", primary: true },
    { title: t("bom.size"), dataIndex: "size" },
    { title: t("price.price"), dataIndex: "price", align: "right" },
  ];
  return (
    <Card size="small" title={t("price.title")} style={{ marginBottom: 12 }}>
      <Flex vertical gap={8}>
        {quote.errors.length > 0 && (
          <Alert type="error" title={t("bom.errors", { count: quote.errors.length })} />
        )}
        <ResponsiveTable
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
          testId="sunroom-price"
        />
        <Typography.Text strong data-testid="sunroom-price-total">
          {t("price.total", { amount: formatYuan(quote.totalFen) })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
