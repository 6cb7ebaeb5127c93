import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import type { Profile } from "@fenestra/core/series/index";
import { Button, Flex, Space, Tooltip, Typography, Upload } from "antd";
import { useState } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { seriesApi, uploadProfileDxf } from "../api/series-api.ts";
import { useProductT } from "../i18n.ts";
import { checkDxfFile, saveDxf } from "../section/dxf-file.ts";
import { SectionThumb } from "../section/SectionThumb.tsx";

/**
 * A profile's section (docs/series.md "Section drawings (DXF)"): a small drawing of it, the upload
 * of the factory's own DXF (3 MB at most) that becomes it — a file the server cannot read as a
 * closed outline is refused here, at the cell — and its download.
 */
export function ProfileDxfCell({ seriesId, profile }: { seriesId: number; profile: Profile }) {
  const t = useProductT();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const { code } = profile;
  async function upload(picked: File) {
    const check = checkDxfFile(picked);
    if (!check.ok) {
      toast.error(check.reason === "tooLarge" ? t("dxf.tooLarge") : t("dxf.notDxf"));
      return;
    }
    setBusy(true);
    setRefused(null);
    try {
      await uploadProfileDxf(seriesId, code, picked.name, await picked.text());
      toast.success(t("dxf.uploaded"));
      await invalidate(routes.series.get);
    } catch (error) {
      if (isApiError(error) && error.fieldError) setRefused(error.fieldError.message);
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
    <Flex vertical gap={2}>
      <Space size={4}>
        <SectionThumb profile={profile} label={t("dxf.preview", { code })} />
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
        {profile.sectionDxf && (
          <Tooltip title={profile.dxf}>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void download()}
              aria-label={t("dxf.download")}
            />
          </Tooltip>
        )}
      </Space>
      {refused && (
        <Typography.Text
          type="danger"
          role="alert"
          data-testid={`dxf-refused-${code}`}
          style={{ maxWidth: 260 }}
        >
          {refused}
        </Typography.Text>
      )}
    </Flex>
  );
}
