import { toDisplayLength } from "@fenestra/core";
import { MAX_SILL_HEIGHT_MM } from "@fenestra/core/design/limits";
import { shapeSize } from "@fenestra/core/design/shapes";
import { Empty, Form, Switch } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { LengthField, NumberField } from "./fields.tsx";
import { type Unit, useSelectionContext } from "./panel-props.ts";
import { SeriesPicker } from "./SeriesPicker.tsx";

/** Size, sill, sill extension and series of the selected frame (the only frame when there is one). */
export function FramePanel({ unit }: { unit: Unit }) {
  const t = useDesignerT();
  const store = useDesigner();
  const ctx = useSelectionContext();
  const frame = ctx.frame ?? (ctx.design.frames.length === 1 ? ctx.design.frames[0]! : null);
  if (!frame) return <Empty description={t("panels.selectFrame")} />;
  const size = shapeSize(frame.shape);
  const show = (v: number) => toDisplayLength(v, unit.length, unit.digits);
  // what the safety-glass zones measure from: the design's, else the default (0 under a door, 900)
  const sill = ctx.layout.frames.find((f) => f.id === frame.id)?.sillHeight ?? 0;
  return (
    <Form layout="vertical" size="small" data-testid="frame-panel">
      <LengthField
        label={`${t("panels.frame.width")} (${t(`units.${unit.length}`)})`}
        testId="frame-width"
        value={show(size.width)}
        unit={unit.length}
        onCommit={(width) =>
          store.act((ed) => ed.run("resizeFrame", { frameId: frame.id, width, height: size.height }))
        }
      />
      <LengthField
        label={`${t("panels.frame.height")} (${t(`units.${unit.length}`)})`}
        testId="frame-height"
        value={show(size.height)}
        unit={unit.length}
        onCommit={(height) =>
          store.act((ed) => ed.run("resizeFrame", { frameId: frame.id, width: size.width, height }))
        }
      />
      <NumberField
        label={t("panels.frame.sillHeight")}
        testId="frame-sill-height"
        value={sill}
        range={{ min: 0, max: MAX_SILL_HEIGHT_MM }}
        onCommit={(sillHeight) =>
          store.act((ed) => ed.run("setSillHeight", { frameId: frame.id, sillHeight }))
        }
      />
      <Form.Item label={t("panels.frame.sillExtension")}>
        <Switch
          data-testid="frame-sill-extension"
          checked={frame.sillExtension === true}
          onChange={(sillExtension) =>
            store.act((ed) => ed.run("setSillExtension", { frameId: frame.id, sillExtension }))
          }
        />
      </Form.Item>
      <SeriesPicker frame={frame} />
    </Form>
  );
}
