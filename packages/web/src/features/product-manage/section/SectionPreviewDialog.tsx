import { routes } from "@fenestra/api";
import type { Join } from "@fenestra/core/series/index";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Flex, Spin } from "antd";
import { isApiError } from "../../../shared/api/api-error.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { Dialog } from "../../../shared/ui/Dialog.tsx";
import { useProductT } from "../i18n.ts";
import { saveDxf } from "./dxf-file.ts";
import { SvgImage } from "./SvgImage.tsx";

interface Props {
  seriesId: number;
  join: Join | null;
  onClose(): void;
}

/** SPEC §2 dialog: the SVG section of one join (width 800), a DXF download, a loading overlay. */
export function SectionPreviewDialog({ seriesId, join, onClose }: Props) {
  const t = useProductT();
  const section = useQuery({
    ...routeQuery(routes.series.section, {
      params: { id: seriesId },
      query: { from: join?.profileFrom ?? "", to: join?.profileTo ?? "" },
    }),
    enabled: join !== null,
    retry: false,
  });
  const fileName = join ? `${join.profileFrom}-${join.profileTo}.dxf` : "section.dxf";
  const failure = section.isError
    ? isApiError(section.error) && section.error.message
      ? section.error.message
      : t("section.serverError")
    : null;
  return (
    <Dialog
      open={join !== null}
      width={800}
      title={join ? t("section.title", { from: join.profileFrom, to: join.profileTo }) : ""}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t("section.close")}</Button>
          <Button
            type="primary"
            disabled={!section.data}
            data-testid="section-download-dxf"
            onClick={() => section.data && saveDxf(section.data.dxf, fileName)}
          >
            {t("section.downloadDxf")}
          </Button>
        </Flex>
      }
    >
      <Spin spinning={section.isFetching} tip={t("section.loading")}>
        <div data-testid="section-preview" style={{ minHeight: 240, textAlign: "center" }}>
          {failure && <Alert type="error" showIcon title={failure} />}
          {section.data && (
            <SvgImage
              svg={section.data.svg}
              alt={t("section.title", { from: join?.profileFrom, to: join?.profileTo })}
              testId="section-svg"
              maxWidth={752}
            />
          )}
        </div>
      </Spin>
    </Dialog>
  );
}
