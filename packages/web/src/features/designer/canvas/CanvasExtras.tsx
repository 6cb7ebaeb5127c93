import {
  type Design,
  DIMENSION_COLOR,
  NOTE_FONT,
  renderFreeDimension,
  SELECTED,
  STROKE,
  WALL_FILL,
} from "@fenestra/core";
import { memo } from "react";
import { CanvasLayer, type LayerView } from "./CanvasLayer.tsx";

type Unit = { length: "mm" | "cm" | "in"; digits: number };

/**
 * Items outside the frames' layout, each kind a layer (CanvasLayer): walls are drawn under the
 * frames ("under"), free dimensions (with their value in the display unit) and notes over them
 * ("over"). The selected one is drawn in the selection colour. It takes the item lists, not
 * the design, so a drag that changes only frames does not redraw it.
 */
export const CanvasExtras = memo(function CanvasExtras({
  walls,
  dimensions,
  notes,
  unit,
  layer,
  selected,
  view,
}: {
  walls: Design["walls"];
  dimensions: Design["dimensions"];
  notes: Design["notes"];
  unit: Unit;
  layer: "under" | "over";
  /** The selected item's id ("" for none), so a selection change elsewhere does not redraw this. */
  selected: string;
  view: LayerView;
}) {
  return (
    <CanvasLayer view={view} name={layer}>
      {layer === "under" ? (
        <Walls walls={walls} selected={selected} />
      ) : (
        <Over dimensions={dimensions} notes={notes} unit={unit} selected={selected} />
      )}
    </CanvasLayer>
  );
});

function Walls({ walls, selected }: { walls: Design["walls"]; selected: string }) {
  return (
    <g>
      {walls.map((w) => (
        <rect
          key={w.id}
          data-testid="wall"
          x={w.x}
          y={w.y}
          width={w.width}
          height={w.height}
          fill={WALL_FILL}
          stroke={w.id === selected ? SELECTED : STROKE}
        />
      ))}
    </g>
  );
}

function Over({
  dimensions,
  notes,
  unit,
  selected,
}: {
  dimensions: Design["dimensions"];
  notes: Design["notes"];
  unit: Unit;
  selected: string;
}) {
  return (
    <g>
      {dimensions.map((free) => {
        // drawn as the render model draws it, where the editor's hit test picks it
        const d = renderFreeDimension(free, unit);
        const colour = d.id === selected ? SELECTED : DIMENSION_COLOR;
        return (
          <g key={d.id} data-testid="free-dimension" stroke={colour} fill={colour}>
            <path
              d={`M${d.from[0]} ${d.from[1]}L${d.a[0]} ${d.a[1]}M${d.to[0]} ${d.to[1]}L${d.b[0]} ${d.b[1]}M${d.a[0]} ${d.a[1]}L${d.b[0]} ${d.b[1]}`}
              fill="none"
            />
            <text
              x={d.textAt[0]}
              y={d.textAt[1]}
              fontSize={60}
              stroke="none"
              textAnchor="middle"
              dominantBaseline="middle"
              transform={`rotate(${d.textAngle} ${d.textAt[0]} ${d.textAt[1]})`}
            >
              {d.text}
            </text>
          </g>
        );
      })}
      {notes.map((n) => (
        <text
          key={n.id}
          data-testid="note"
          x={n.at[0]}
          y={n.at[1]}
          fontSize={NOTE_FONT}
          fill={n.id === selected ? SELECTED : STROKE}
        >
          {n.text}
        </text>
      ))}
    </g>
  );
}
