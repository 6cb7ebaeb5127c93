// The sunroom's drawings (core sunroomDrawings through the render model, drawn by svgOfModel): the
// plan, an elevation of every open side with its facets as the designer draws them, the roof plan.
import { svgOfModel } from "@fenestra/core/design/render/svg";
import { type Series, seriesGeometry } from "@fenestra/core/series/index";
import {
  SUNROOM_DRAWING_FONT,
  type Sunroom,
  type SunroomModel,
  sunroomDrawings,
} from "@fenestra/core/sunroom/index";
import { Card, Col, Row, Typography } from "antd";
import { type ReactNode, useMemo } from "react";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { useSunroomT } from "./sunroom-text.ts";

export function SunroomDrawings({
  model,
  sunroom,
  facetSeries,
  extra,
}: {
  model: SunroomModel;
  sunroom: Sunroom;
  facetSeries: Series;
  /** Beside the title: the 3D view's button. */
  extra?: ReactNode;
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
  const title = (d: (typeof drawings)[number]) =>
    d.kind === "elevation" && d.side
      ? t(`drawings.elevation.${d.side}`)
      : t(`drawings.${d.kind as "plan" | "roof"}`);
  return (
    <Card
      size="small"
      title={t("drawings.title")}
      extra={extra}
      style={{ marginBottom: 12 }}
      data-testid="sunroom-drawings"
    >
      <Row gutter={[12, 12]}>
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
