import { Button } from "antd";
import { showError } from "../../shared/api/show-error.ts";
import { useWarehouseT } from "./i18n.ts";
import { warehouseApi } from "./warehouse-api.ts";

/** Prints a label (A4 sheet) for every storage position of the company. */
export function PositionLabelsButton({ testId }: { testId: string }) {
  const t = useWarehouseT();
  return (
    <Button
      onClick={() => warehouseApi.positionLabels("a4").catch((e) => showError(e, t("failed")))}
      data-testid={testId}
    >
      {t("material.positionLabels")}
    </Button>
  );
}
