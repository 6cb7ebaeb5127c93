import { layout, renderSvg, seriesGeometry } from "@fenestra/core";
import { Card, Col, Descriptions, Empty, Flex, Row, Select, Typography } from "antd";
import { useMemo, useState } from "react";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { translateKey } from "../../../shared/i18n/i18n.ts";
import { ProductManageGate } from "../access/ProductManageGate.tsx";
import { useCatalogue, useSeries } from "../api/series-queries.ts";
import { useProductT } from "../i18n.ts";
import { templateDesign, templateOptions } from "../product-test/design-sources.ts";
import { SvgImage } from "../section/SvgImage.tsx";

/** /product-manage/product-model: how a series draws a window (its face widths and joins at work). */
function ProductModelPage() {
  const t = useProductT();
  const [seriesId, setSeriesId] = useState<number>();
  const [templateId, setTemplateId] = useState("builtin:casement-2");
  const catalogue = useCatalogue();
  const series = useSeries(seriesId);
  const design = templateDesign(templateId);
  const svg = useMemo(() => {
    if (!series.data || !design) return "";
    const geometry = seriesGeometry(series.data.model);
    return renderSvg(design, layout(design, geometry), geometry, { dimensions: true, margin: 80 });
  }, [series.data, design]);
  const geometry = series.data ? seriesGeometry(series.data.model) : undefined;
  return (
    <ProductManageGate>
      <Flex vertical gap={16} style={{ padding: 16 }} data-testid="product-model-page">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("model.title")}
        </Typography.Title>
        <Flex gap={12} wrap>
          <Select
            style={{ width: 240 }}
            placeholder={t("catalogue.chooseSeriesFirst")}
            value={seriesId}
            onChange={setSeriesId}
            options={(catalogue.data?.series ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <Select
            style={{ width: 240 }}
            value={templateId}
            onChange={setTemplateId}
            options={templateOptions((key, id) => {
              const text = translateKey(`library:${key}`);
              return text === key.split(".").at(-1) ? id.replace("builtin:", "") : text;
            })}
          />
        </Flex>
        {series.data && geometry ? (
          <Row gutter={16}>
            <Col xs={24} lg={14}>
              <Card size="small">
                <SvgImage svg={svg} alt={t("model.title")} testId="model-drawing" />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card size="small" title={t("model.faceWidths")}>
                <Descriptions
                  size="small"
                  column={1}
                  items={Object.entries(geometry.faceWidths)
                    // part types the series has no profile for are not part of its model
                    .filter(([part]) => geometry.profileCodes[part as "frame"] !== "")
                    .map(([part, width]) => ({
                      key: part,
                      label: `${t(`part.${part as "frame"}`)} (${geometry.profileCodes[part as "frame"]})`,
                      children: `${width} mm`,
                    }))}
                />
              </Card>
            </Col>
          </Row>
        ) : (
          <Empty description={t("catalogue.chooseSeriesFirst")} />
        )}
      </Flex>
    </ProductManageGate>
  );
}

export const Component = withQueryClient(ProductModelPage);
