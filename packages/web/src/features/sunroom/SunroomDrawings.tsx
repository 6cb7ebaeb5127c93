// The sunroom's drawings (core sunroomDrawings through the render model, drawn by svgOfModel): the
// plan, an elevation of every open side with its facets as the designer draws them, the roof plan.
import { svgOfModel } from "@fenestra/core/design/render/svg";
import { type Series, seriesGeometry } from "@fenestra/core/series/index";
import {
  SUNROOM_DRAWING_FONT,
  type Sunroom,
  type SunroomDrawing,
  type SunroomModel,
  sunroomDrawings,
} from "@fenestra/core/sunroom/index";
import { Button, Card, Col, Flex, Row, Tooltip, Typography } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { showError } from "../../shared/api/show-error.ts";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { saveSunroomDxf, saveSunroomPdf } from "./sunroom-drawing-files.ts";
import { useSunroomT } from "./sunroom-text.ts";

export function SunroomDrawings({
  model,
  sunroom,
  facetSeries,
  extra,
  name,
  savedId,
}: {
  model: SunroomModel;
  sunroom: Sunroom;
  facetSeries: Series;
  /** Beside the title: the 3D view's button. */
  extra?: ReactNode;
  /** The sunroom's name (the files'), and its id once saved (the PDF is made from the saved sunroom). */
  name: string;
  savedId: number | null;
}) {
  const t = useSunroomT();
  const language = currentLanguage();
  const drawings = useMemo(
    () =>
      sunroomDrawings(model, sunroom, seriesGeometry(facetSeries), { language }).map((d) => ({
        ...d,
        src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgOfModel(d.model, { fontSize: SUNROOM_DRAWING_FONT }))}`,
      })),
    [model, sunroom, facetSeries, language],
  );
  const title = (d: SunroomDrawing) =>
    d.kind === "elevation" && d.side
      ? t(`drawings.elevation.${d.side}`)
      : t(`drawings.${d.kind as "plan" | "roof"}`);
  const [busy, setBusy] = useState<"dxf" | "pdf" | null>(null);
  const run = (kind: "dxf" | "pdf", work: () => Promise<void>) => {
    setBusy(kind);
    work()
      .catch((error: unknown) => showError(error, t("drawings.exportFailed")))
      .finally(() => setBusy(null));
  };
  const exports = (
    <Flex gap={8} wrap>
      <Button
        size="small"
        data-testid="sunroom-drawings-dxf"
        loading={busy === "dxf"}
        onClick={() => run("dxf", () => saveSunroomDxf(drawings, title, name))}
      >
        {t("drawings.dxf")}
      </Button>
      <Tooltip title={savedId ? undefined : t("drawings.pdfNeedsSave")}>
        <Button
          size="small"
          data-testid="sunroom-drawings-pdf"
          disabled={!savedId}
          loading={busy === "pdf"}
          onClick={() => savedId && run("pdf", () => saveSunroomPdf(savedId))}
        >
          {t("drawings.pdf")}
        </Button>
      </Tooltip>
    </Flex>
  );
  return (
    <Card
      size="small"
      title={t("drawings.title")}
      extra={extra}
      style={{ marginBottom: 12 }}
      data-testid="sunroom-drawings"
    >
      {exports}
      <Row gutter={[12, 12]} style={{ marginTop: 8 }}>
        {drawings.map((d) => (
          <Col xs={24} md={12} key={d.id}>
            <Typography.Text strong>{title(d)}</Typography.Text>
            <img
              alt={title(d)}
              data-drawing={d.id}
              src={d.src}
              style={{
                display: "block",
                width: "100%",
                height: 260,
                objectFit: "contain",
                border: "1px solid #f0f0f0",
              }}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
