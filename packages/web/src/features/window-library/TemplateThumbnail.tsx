import {
  DEFAULT_SERIES_GEOMETRY,
  type Design,
  FILL_COLOR,
  layoutWithPlaces,
  MEMBER_FILL,
  type RenderModel,
  renderModel,
  STROKE,
} from "@fenestra/core";
import { memo } from "react";
import { pointsAttr } from "../../shared/drawing/svg-paths.ts";

// A small drawing of a template: core's render model, as the editor's canvas draws it.

const models = new WeakMap<Design, RenderModel>();
function modelOf(design: Design): RenderModel {
  let m = models.get(design);
  if (!m) {
    const l = layoutWithPlaces(design, DEFAULT_SERIES_GEOMETRY);
    m = renderModel(design, l, l.regions, { dimensions: false });
    models.set(design, m);
  }
  return m;
}

export const TemplateThumbnail = memo(function TemplateThumbnail({
  design,
  size = 96,
}: {
  design: Design;
  size?: number;
}) {
  const m = modelOf(design);
  const { x0, y0, x1, y1 } = m.bounds;
  const pad = Math.max(x1 - x0, y1 - y0) * 0.04;
  return (
    <svg
      aria-hidden
      width={size}
      height={size}
      viewBox={`${x0 - pad} ${y0 - pad} ${x1 - x0 + 2 * pad} ${y1 - y0 + 2 * pad}`}
      style={{ display: "block" }}
    >
      {m.fills.map((f) => (
        <polygon key={f.id} points={pointsAttr(f.polygon)} fill={FILL_COLOR[f.kind]} />
      ))}
      {m.members.map((mb) => (
        <polygon
          key={mb.id}
          points={pointsAttr(mb.polygon)}
          fill={MEMBER_FILL[mb.role]}
          stroke={STROKE}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {m.symbols.flatMap((s) =>
        [...s.dashed.map((l) => [l, true] as const), ...s.solid.map((l) => [l, false] as const)].map(
          ([[ax, ay, bx, by], dashed]) => (
            <line
              key={`${s.sashId}:${ax},${ay},${bx},${by}`}
              x1={ax}
              y1={ay}
              x2={bx}
              y2={by}
              stroke={STROKE}
              strokeDasharray={dashed ? "4 3" : undefined}
              vectorEffect="non-scaling-stroke"
            />
          ),
        ),
      )}
    </svg>
  );
});
