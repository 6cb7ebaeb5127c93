import type { Frame } from "@fenestra/core";
import { offersColour, seriesColours } from "@fenestra/core/series/index";
import { Empty, Form, Select } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { useFrameSeries } from "../state/use-frame-series.ts";
import { useSelectionContext } from "./panel-props.ts";

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
