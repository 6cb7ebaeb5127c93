import { DEFAULT_SERIES_GEOMETRY, type Design, type Layout, layout } from "@fenestra/core";
import { memo } from "react";
import { FILL_COLOR, MEMBER_FILL, pointsAttr, STROKE, sashSymbol } from "../designer/canvas/drawing-style.ts";

// A small drawing of a template, drawn from the same layout and look as the editor's canvas.

const layouts = new WeakMap<Design, Layout>();
function layoutOf(design: Design): Layout {
  let l = layouts.get(design);
  if (!l) {
    l = layout(design, DEFAULT_SERIES_GEOMETRY);
    layouts.set(design, l);
  }
  return l;
}

export const TemplateThumbnail = memo(function TemplateThumbnail({
  design,
  size = 96,
}: {
  design: Design;
  size?: number;
}) {
  const l = layoutOf(design);
  const x0 = Math.min(...l.frames.map((f) => f.x));
  const y0 = Math.min(...l.frames.map((f) => f.y));
  const x1 = Math.max(...l.frames.map((f) => f.x + f.width));
  const y1 = Math.max(...l.frames.map((f) => f.y + f.height));
  const pad = Math.max(x1 - x0, y1 - y0) * 0.04;
  return (
    <svg
      aria-hidden
      width={size}
      height={size}
      viewBox={`${x0 - pad} ${y0 - pad} ${x1 - x0 + 2 * pad} ${y1 - y0 + 2 * pad}`}
      style={{ display: "block" }}
    >
      {l.fills.map((f) => (
        <polygon key={f.id} points={pointsAttr(f.polygon)} fill={FILL_COLOR[f.kind]} />
      ))}
      {l.members.map((m) => (
        <polygon
          key={m.id}
          points={pointsAttr(m.polygon)}
          fill={MEMBER_FILL[m.role]}
          stroke={STROKE}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {l.sashes.flatMap((s) =>
        sashSymbol(s).map(([ax, ay, bx, by]) => (
          <line
            key={`${s.id}:${ax}:${ay}:${bx}:${by}`}
            x1={ax}
            y1={ay}
            x2={bx}
            y2={by}
            stroke={STROKE}
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        )),
      )}
    </svg>
  );
});
