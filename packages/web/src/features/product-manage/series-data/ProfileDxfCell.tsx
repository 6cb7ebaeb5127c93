import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { Button, Space, Tooltip, Upload } from "antd";
import { useState } from "react";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { type SeriesDxf, seriesApi, uploadProfileDxf } from "../api/series-api.ts";
import { useProductT } from "../i18n.ts";
import { checkDxfFile, saveDxf } from "../section/dxf-file.ts";

/** Upload (3 MB at most) and download of one profile's DXF section file. */
export function ProfileDxfCell({
  seriesId,
  code,
  file,
}: {
  seriesId: number;
  code: string;
  file?: SeriesDxf;
}) {
  const t = useProductT();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  async function upload(picked: File) {
    const check = checkDxfFile(picked);
    if (!check.ok) {
      toast.error(check.reason === "tooLarge" ? t("dxf.tooLarge") : t("dxf.notDxf"));
      return;
    }
    setBusy(true);
    try {
      await uploadProfileDxf(seriesId, code, picked.name, await picked.text());
      toast.success(t("dxf.uploaded"));
      await invalidate(routes.series.get);
    } catch (error) {
      showError(error, t("dxf.uploadFailed"));
    } finally {
      setBusy(false);
    }
  }
  async function download() {
    try {
      const dxf = await seriesApi.downloadDxf(seriesId, code);
      saveDxf(dxf.content, dxf.fileName);
    } catch (error) {
      showError(error, t("dxf.downloadFailed"));
    }
  }
  return (
    <Space size={4}>
      <Upload
        accept=".dxf"
        showUploadList={false}
        beforeUpload={(picked) => {
          void upload(picked);
          return false;
        }}
      >
        <Tooltip title={t("dxf.limit")}>
          <Button size="small" icon={<UploadOutlined />} loading={busy} data-testid={`dxf-upload-${code}`}>
            {t("dxf.upload")}
          </Button>
        </Tooltip>
      </Upload>
      {file && (
        <Tooltip title={file.fileName}>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void download()}
            aria-label={t("dxf.download")}
          />
        </Tooltip>
      )}
    </Space>
  );
}
