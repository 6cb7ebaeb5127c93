import type { BomTotals as Totals } from "@fenestra/core/bom/index";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Descriptions } from "antd";
import { useBomT } from "../i18n.ts";
import { useBomUnits } from "../use-bom-units.ts";
import { decimals } from "./bom-format.ts";
import { areaText, metresText, unitKeys } from "./bom-units.ts";

/** The BOM's totals: profile metres, pieces and weight, glass area, and money by category. */
export function BomTotals({ totals }: { totals: Totals }) {
  const t = useBomT();
  const units = useBomUnits();
  const keys = unitKeys(units);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 4 }}
      data-testid="bom-totals"
      items={[
        {
          key: "pl",
          label: t("totals.profileLength"),
          children: `${metresText(totals.profileLength, units)} ${t(`lengthUnit.${keys.run}`)}`,
        },
        { key: "pp", label: t("totals.profilePieces"), children: totals.profilePieces },
        { key: "pw", label: t("totals.profileWeight"), children: `${decimals(totals.profileWeight, 2)} kg` },
        {
          key: "ga",
          label: t("totals.glassArea"),
          children: `${areaText(totals.glassArea, units)} ${t(`lengthUnit.${keys.area}`)}`,
        },
        { key: "gp", label: t("totals.glassPieces"), children: totals.glassPieces },
        { key: "gw", label: t("totals.glassWeight"), children: `${decimals(totals.glassWeight, 2)} kg` },
        {
          key: "m",
          label: t("totals.material"),
          children: <span data-testid="total-material">{formatYuan(totals.material)}</span>,
        },
        {
          key: "q",
          label: t("totals.quote"),
          children: <span data-testid="total-quote">{formatYuan(totals.quote)}</span>,
        },
        { key: "c", label: t("totals.cost"), children: formatYuan(totals.cost) },
        { key: "w", label: t("totals.wage"), children: formatYuan(totals.wage) },
        { key: "r", label: t("totals.retailQuote"), children: formatYuan(totals.retailQuote) },
      ]}
    />
  );
}
