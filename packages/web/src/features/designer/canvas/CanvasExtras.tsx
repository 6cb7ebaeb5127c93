import { type Design, NOTE_FONT, SELECTED, STROKE, WALL_FILL } from "@fenestra/core";
import { memo } from "react";
import { CanvasLayer, type LayerView } from "./CanvasLayer.tsx";

/**
 * Items outside the frames' layout, each kind a layer (CanvasLayer): walls are drawn under the
 * frames ("under"), notes over them ("over"); free dimensions are drawn with the other
 * dimension lines from the render model (Dimensions.tsx). The selected one is drawn in the
 * selection colour. It takes the item lists, not the design, so a drag that changes only
 * frames does not redraw it.
 */
export const CanvasExtras = memo(function CanvasExtras({
  walls,
  notes,
  layer,
  selected,
  view,
}: {
  walls: Design["walls"];
  notes: Design["notes"];
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
        <Notes notes={notes} selected={selected} />
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

function Notes({ notes, selected }: { notes: Design["notes"]; selected: string }) {
  return (
    <g>
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
