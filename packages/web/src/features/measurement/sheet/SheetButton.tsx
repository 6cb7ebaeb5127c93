import { FilePdfOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { Button } from "antd";
import { useState } from "react";
import { api } from "../../../shared/api/client.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { saveBlob } from "../../../shared/files/save-blob.ts";
import { useMeasureToolsT } from "../tools-i18n.ts";

/** The measurement sheet (openings, sizes, marked photos) as a PDF in the reader's language. */
export function SheetButton({ id }: { id: number }) {
  const t = useMeasureToolsT();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const tz = -new Date().getTimezoneOffset();
      const { blob, fileName } = await api.download(routes.measurePhotos.sheet, {
        params: { id },
        query: { tz },
      });
      saveBlob(blob, fileName);
    } catch (error) {
      showError(error, t("sheet.failed"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={download} data-testid="measure-sheet">
      {t("sheet.button")}
    </Button>
  );
}
