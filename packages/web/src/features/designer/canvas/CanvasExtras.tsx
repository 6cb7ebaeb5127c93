import type { Design } from "@fenestra/core";
import { memo } from "react";
import { DIMENSION_COLOR, STROKE } from "./drawing-style.ts";

/** Walls, free dimensions and notes: canvas items the layout does not cover. */
export const CanvasExtras = memo(function CanvasExtras({ design }: { design: Design }) {
  return (
    <g>
      {design.walls.map((w) => (
        <rect key={w.id} x={w.x} y={w.y} width={w.width} height={w.height} fill="#f5e6d3" stroke={STROKE} />
      ))}
      {design.dimensions.map((d) => (
        <line key={d.id} x1={d.from[0]} y1={d.from[1]} x2={d.to[0]} y2={d.to[1]} stroke={DIMENSION_COLOR} />
      ))}
      {design.notes.map((n) => (
        <text key={n.id} x={n.at[0]} y={n.at[1]} fontSize={60} fill={STROKE}>
          {n.text}
        </text>
      ))}
    </g>
  );
});
