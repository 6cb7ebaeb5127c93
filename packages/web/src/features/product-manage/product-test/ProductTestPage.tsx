import { routes } from "@fenestra/api";
import type { Design } from "@fenestra/core";
import { layout, renderSvg, seriesGeometry } from "@fenestra/core";
import { BOM_WINDOW_COUNT } from "@fenestra/core/validation/keyed";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from "antd";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { formulaErrorText, formulaHasErrorsText } from "../../../shared/i18n/formula-text.ts";
import { translateKey } from "../../../shared/i18n/i18n.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { BomTabs, BomTotals, SafetyAlert } from "../../order-bom/index.ts";
import { ProductManageGate } from "../access/ProductManageGate.tsx";
import { seriesApi } from "../api/series-api.ts";
import { useCatalogue, useSeries } from "../api/series-queries.ts";
import { useProductT } from "../i18n.ts";
import { SvgImage } from "../section/SvgImage.tsx";
import { templateDesign, templateOptions, withSeries } from "./design-sources.ts";
import { SourcesView } from "./SourcesView.tsx";

type Source = "template" | "saved";

/**
 * /product-manage/product-test: pick a series and any design (a library template or a saved
 * window) and see every BOM line with the formula row that produced it and the variables it saw.
 */
function ProductTestPage() {
  const t = useProductT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const seriesId = Number(params.get("series")) || undefined;
  const [source, setSource] = useState<Source>("template");
  const [templateId, setTemplateId] = useState<string>("builtin:casement-2");
  const [orderId, setOrderId] = useState<number>();
  const [windowId, setWindowId] = useState<number>();
  // As typed: a count out of range stays in the field, red, and nothing is calculated.
  const [count, setCount] = useState<number | null>(1);
  const countFine =
    count !== null &&
    Number.isInteger(count) &&
    count >= BOM_WINDOW_COUNT.min &&
    count <= BOM_WINDOW_COUNT.max;

  const catalogue = useCatalogue();
  const series = useSeries(seriesId);
  // A saved window: one of the company's orders, then one of its windows.
  const orders = useQuery({
    ...routeQuery(routes.orders.list, { query: { page: 1, pageSize: 100 } }),
    enabled: source === "saved",
  });
  const windows = useQuery({
    ...routeQuery(routes.orders.detail, { params: { id: orderId ?? 0 } }),
    enabled: source === "saved" && !!orderId,
  });
  const design: Design | undefined =
    source === "template"
      ? templateDesign(templateId)
      : windows.data?.items.find((w) => w.id === windowId)?.design;
  const calculate = useMutation({
    mutationFn: () =>
      seriesApi.calculate(
        withSeries(design as Design, seriesId as number, series.data?.model),
        seriesId as number,
        count as number,
      ),
    onError: (error) => showError(error, t("test.calculateFailed")),
  });
  const drawing = useMemo(() => {
    if (!design || !series.data) return "";
    try {
      const geometry = seriesGeometry(series.data.model);
      return renderSvg(design, layout(design, geometry), geometry, { dimensions: true, margin: 80 });
    } catch {
      return "";
    }
  }, [design, series.data]);

  function run() {
    // SPEC §5: a product series must be chosen first.
    if (!seriesId) toast.warning(t("catalogue.chooseSeriesFirst"));
    else if (!design) toast.warning(t("test.chooseDesignFirst"));
    else if (countFine) calculate.mutate();
  }
  const result = calculate.data;

  return (
    <ProductManageGate>
      <Flex vertical gap={16} style={{ padding: 16 }} data-testid="product-test-page">
        <Flex justify="space-between" align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("test.pageTitle")}
          </Typography.Title>
          <Button onClick={() => navigate("/product-manage/index")}>{t("editor.back")}</Button>
        </Flex>
        <Card size="small">
          <Flex gap={16} wrap align="center">
            <Space>
              <Typography.Text>{t("test.series")}</Typography.Text>
              <Select
                style={{ width: 240 }}
                data-testid="test-series"
                placeholder={t("catalogue.chooseSeriesFirst")}
                value={seriesId}
                onChange={(id: number) => {
                  calculate.reset();
                  setParams({ series: String(id) });
                }}
                options={(catalogue.data?.series ?? []).map((s) => ({ value: s.id, label: s.name }))}
              />
            </Space>
            <Radio.Group value={source} onChange={(e) => setSource(e.target.value)}>
              <Radio.Button value="template">{t("test.fromLibrary")}</Radio.Button>
              <Radio.Button value="saved">{t("test.fromSaved")}</Radio.Button>
            </Radio.Group>
            {source === "template" ? (
              <Select
                style={{ width: 240 }}
                data-testid="test-template"
                value={templateId}
                onChange={setTemplateId}
                options={templateOptions((key, id) => {
                  const text = translateKey(`library:${key}`);
                  return text === key.split(".").at(-1) ? id.replace("builtin:", "") : text;
                })}
              />
            ) : (
              <>
                <Select
                  style={{ width: 200 }}
                  placeholder={t("test.order")}
                  value={orderId}
                  loading={orders.isPending}
                  onChange={(id: number) => {
                    setOrderId(id);
                    setWindowId(undefined);
                  }}
                  options={(orders.data?.items ?? []).map((o) => ({ value: o.id, label: o.orderNo }))}
                  notFoundContent={t("test.noSavedDesigns")}
                />
                <Select
                  style={{ width: 200 }}
                  placeholder={t("test.window", { n: "" })}
                  value={windowId}
                  onChange={setWindowId}
                  options={(windows.data?.items ?? []).map((w, i) => ({
                    value: w.id,
                    label: `${w.windowNo || i + 1} · ${w.width} × ${w.height}`,
                  }))}
                />
              </>
            )}
            <Space align="start">
              <Typography.Text>{t("test.count")}</Typography.Text>
              <div>
                <InputNumber
                  value={count}
                  status={countFine ? undefined : "error"}
                  onChange={(v) => setCount(typeof v === "number" ? v : null)}
                  data-testid="test-count"
                />
                {!countFine && (
                  <Typography.Text
                    type="danger"
                    style={{ fontSize: 12, display: "block" }}
                    data-testid="test-count-error"
                  >
                    {t("data.refuse.count", BOM_WINDOW_COUNT)}
                  </Typography.Text>
                )}
              </div>
            </Space>
            <Button type="primary" onClick={run} loading={calculate.isPending} data-testid="test-calculate">
              {t("test.calculate")}
            </Button>
          </Flex>
        </Card>
        <Row gutter={16}>
          <Col xs={24} lg={8}>
            <Card size="small" title={t("test.drawing")}>
              {series.isFetching ? (
                <Spin />
              ) : drawing ? (
                <SvgImage svg={drawing} alt={t("test.drawing")} testId="test-drawing" />
              ) : (
                <Empty description={t("test.chooseDesignFirst")} />
              )}
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            {result ? (
              <Flex vertical gap={12} data-testid="test-result">
                {result.issues.length > 0 && (
                  <Alert
                    type="error"
                    showIcon
                    title={formulaHasErrorsText()}
                    description={result.issues.slice(0, 10).map((i, n) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id.
                      <div key={n}>
                        {i.tab ? t(`tab.${i.tab}`) : t("tab.parameters")} · {i.rowId ?? i.parameter ?? ""} ·{" "}
                        {t(`field.${i.field as "length"}`)}: {i.error.code} {formulaErrorText(i.error.code)}
                      </div>
                    ))}
                  />
                )}
                {result.bom.errors.length > 0 && (
                  <Alert
                    type="warning"
                    showIcon
                    data-testid="test-row-errors"
                    title={t("test.rowErrors", { count: result.bom.errors.length })}
                    description={result.bom.errors.slice(0, 10).map((e, n) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: errors have no id.
                      <div key={n}>
                        {t(`tab.${e.tab}`)} · {e.rowId} · {t(`field.${e.field as "length"}`)}: {e.error.code}{" "}
                        {formulaErrorText(e.error.code)}
                      </div>
                    ))}
                  />
                )}
                <SafetyAlert findings={result.bom.safety} />
                <BomTotals totals={result.bom.totals} />
                <Card size="small">
                  <BomTabs
                    bom={result.bom}
                    expand={(line) => <SourcesView line={line} series={series.data?.model} />}
                  />
                </Card>
              </Flex>
            ) : (
              <Empty description={t("test.pressCalculate")} />
            )}
          </Col>
        </Row>
      </Flex>
    </ProductManageGate>
  );
}

export const Component = withQueryClient(ProductTestPage);
