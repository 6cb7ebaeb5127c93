import { routes } from "@fenestra/api";
import type { Frame } from "@fenestra/core";
import { offersColour, seriesColours } from "@fenestra/core/series/index";
import { useQuery } from "@tanstack/react-query";
import { Empty, Form, Select } from "antd";
import { queryClient } from "../../../shared/api/query-client.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { useSelectionContext } from "./panel-props.ts";

/**
 * The frame's series model (the drawing page has no query provider, so the app's client is
 * named): "default" is the company's default series, as in the series picker.
 */
function useFrameSeries(seriesId: string) {
  const named = Number(seriesId);
  const isNamed = seriesId !== "default" && Number.isSafeInteger(named) && named > 0;
  const catalogue = useQuery({ ...routeQuery(routes.series.catalogue), enabled: !isNamed }, queryClient);
  const id = isNamed ? named : (catalogue.data?.series.find((s) => s.isDefault)?.id ?? 0);
  const series = useQuery(
    { ...routeQuery(routes.series.get, { params: { id } }), enabled: id > 0 },
    queryClient,
  );
  return {
    model: series.data?.model ?? null,
    isLoading: catalogue.isLoading || series.isLoading,
    isError: catalogue.isError || series.isError,
  };
}

/**
 * Face colours A (outside) and B (inside) of the selected frame, chosen from the colours its
 * series offers (every profile in that colour: what the BOM can order). A colour the series does
 * not offer (typed in an older version, or the series changed) is shown and named as such.
 */
export function ColourPanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const ctx = useSelectionContext();
  const frame = ctx.frame ?? (ctx.design.frames.length === 1 ? ctx.design.frames[0]! : null);
  if (!frame) return <Empty description={t("panels.selectFrame")} />;
  return (
    <FrameColours
      frame={frame}
      set={(a, b) => store.act((ed) => ed.run("setColors", { frameId: frame.id, a, b }))}
    />
  );
}

function FrameColours({ frame, set }: { frame: Frame; set: (a: string, b: string) => void }) {
  const t = useDesignerT();
  const series = useFrameSeries(frame.seriesId);
  const { model } = series;
  const options = (model ? seriesColours(model) : []).map((c) => ({ value: c, label: c }));
  const field = (side: "a" | "b") => {
    const value = frame.colors[side];
    const offered = !model || !value || offersColour(model, value);
    return (
      <Form.Item
        label={t(`panels.colour.${side}`)}
        validateStatus={!offered || series.isError ? "error" : undefined}
        help={
          series.isError
            ? t("panels.colour.loadFailed")
            : offered
              ? undefined
              : t("panels.colour.notOffered", { colour: value })
        }
      >
        <Select
          data-testid={`frame-colour-${side}`}
          loading={series.isLoading}
          value={value || undefined}
          placeholder={t("panels.colour.pick")}
          options={options}
          popupMatchSelectWidth={false}
          onChange={(c: string) => (side === "a" ? set(c, frame.colors.b) : set(frame.colors.a, c))}
        />
      </Form.Item>
    );
  };
  return (
    <Form layout="vertical" size="small" data-testid="colour-panel">
      {field("a")}
      {field("b")}
    </Form>
  );
}
