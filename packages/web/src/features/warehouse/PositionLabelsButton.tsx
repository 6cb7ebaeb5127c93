import type { FileJobStarted } from "@fenestra/api";
import { Button } from "antd";
import { showError } from "../../shared/api/show-error.ts";
import { useWarehouseT } from "./i18n.ts";
import { warehouseApi } from "./warehouse-api.ts";

/**
 * Prints a label (A4 sheet) for every storage position of the company, as a background job that
 * `job` (the page's useFileJob) starts and shows.
 */
export function PositionLabelsButton({
  testId,
  job,
}: {
  testId: string;
  job: { run: (start: () => Promise<FileJobStarted>) => Promise<void>; busy: boolean };
}) {
  const t = useWarehouseT();
  return (
    <Button
      loading={job.busy}
      onClick={() => job.run(() => warehouseApi.positionLabels("a4")).catch((e) => showError(e, t("failed")))}
      data-testid={testId}
    >
      {t("material.positionLabels")}
    </Button>
  );
}
