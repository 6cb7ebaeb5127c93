import type { Design, Frame } from "@fenestra/core";
import { toDisplayLength } from "@fenestra/core";
import { memo, type ReactNode } from "react";
import { CanvasLayer, type LayerView } from "./CanvasLayer.tsx";
import { type DimensionLine, frameDimensionLines } from "./dimension-lines.ts";
import { DIMENSION_COLOR, segmentsPath } from "./drawing-style.ts";

type Props = {
  design: Design;
  /** Display unit and digits (userSettings). */
  unit: { length: "mm" | "cm" | "in"; digits: number };
  onEdit?: (line: DimensionLine, screen: { x: number; y: number }) => void;
  /** The canvas viewport: each frame's lines are a layer of their own (CanvasLayer). */
  view: LayerView;
};

const TEXT_MM = 60;
const TICK = 30;

/** Dimension lines with their values; clicking a value opens the size input. */
export function Dimensions({ design, unit, onEdit, view }: Props) {
  return design.frames.map((frame) => (
    <FrameDimensions key={frame.id} frame={frame} unit={unit} onEdit={onEdit} view={view} />
  ));
}

/** One frame's lines, redrawn only when that frame changes (a drag on one frame leaves the others). */
const FrameDimensions = memo(function FrameDimensions({
  frame,
  unit,
  onEdit,
  view,
}: { frame: Frame } & Pick<Props, "unit" | "onEdit" | "view">) {
  const lines = frameDimensionLines(frame);
  // Vertical values are turned a quarter: each run of them in one rotated group rather than a
  // transform per text, which made every value a paint chunk of its own. Runs keep the values
  // in drawing order (tab order); a horizontal value is a run of its own.
  const runs: DimensionLine[][] = [];
  for (const line of lines) {
    const last = runs[runs.length - 1];
    if (line.axis === "y" && last?.[0]?.axis === "y") last.push(line);
    else runs.push([line]);
  }
  const label = (line: DimensionLine) => (
    <DimensionLabel key={line.key} line={line} unit={unit} onEdit={onEdit} />
  );
  const labels: ReactNode[] = runs.map((run) =>
    run[0]!.axis === "x" ? (
      label(run[0]!)
    ) : (
      <g key={`turned:${run[0]!.key}`} transform="rotate(-90)">
        {run.map(label)}
      </g>
    ),
  );
  // all of the frame's lines and end ticks as one path; only the values are separate (clickable)
  return (
    <CanvasLayer view={view} name="dimensions">
      <g fill={DIMENSION_COLOR}>
        <path d={segmentsPath(lines.flatMap(lineSegments))} stroke={DIMENSION_COLOR} fill="none" />
        {labels}
      </g>
    </CanvasLayer>
  );
});

type Segment = [number, number, number, number];

function lineSegments(line: DimensionLine): Segment[] {
  if (line.axis === "x")
    return [
      [line.a, line.at, line.b, line.at],
      [line.a, line.at - TICK, line.a, line.at + TICK],
      [line.b, line.at - TICK, line.b, line.at + TICK],
    ];
  return [
    [line.at, line.a, line.at, line.b],
    [line.at - TICK, line.a, line.at + TICK, line.a],
    [line.at - TICK, line.b, line.at + TICK, line.b],
  ];
}

type LabelProps = { line: DimensionLine } & Pick<Props, "unit" | "onEdit">;

/** Same line, field by field (lines are rebuilt whenever their frame changes). */
function sameLine(a: DimensionLine, b: DimensionLine): boolean {
  if (a === b) return true;
  if (a.key !== b.key || a.axis !== b.axis || a.a !== b.a || a.b !== b.b) return false;
  if (a.at !== b.at || a.value !== b.value) return false;
  const ta = a.target as Record<string, unknown>;
  const tb = b.target as Record<string, unknown>;
  const keys = Object.keys(ta);
  return keys.length === Object.keys(tb).length && keys.every((k) => ta[k] === tb[k]);
}

/**
 * One value: a horizontal line's over its middle, a vertical line's turned a quarter left
 * (drawn inside a rotate(-90) group, so its x and y are the turned ones). Redrawn only when its
 * own line changes: a drag step changes two or three of a frame's values.
 */
const DimensionLabel = memo(
  function DimensionLabel({ line, unit, onEdit }: LabelProps) {
    const horizontal = line.axis === "x";
    const mid = (line.a + line.b) / 2;
    const text = toDisplayLength(line.value, unit.length, unit.digits).toFixed(unit.digits);
    // where the value sits on the canvas; rotate(-90) maps (x, y) to (y, −x), so a turned value
    // at (−ty, tx) lands there
    const tx = horizontal ? mid : line.at - 12;
    const ty = horizontal ? line.at - 12 : mid;
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG text cannot be a <button>; it is focusable and keyboard-operable */}
      <text
        role="button"
        tabIndex={0}
        data-testid={`dim-${line.key}`}
        data-dimension-kind={line.target.kind}
        x={horizontal ? tx : -ty}
        y={horizontal ? ty : tx}
        fontSize={TEXT_MM}
        stroke="none"
        textAnchor="middle"
        style={LABEL_STYLE}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={(e) => onEdit?.(line, { x: e.clientX, y: e.clientY })}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          const r = (e.target as Element).getBoundingClientRect();
          onEdit?.(line, { x: r.x, y: r.y });
        }}
      >
        {text}
      </text>
    );
  },
  (a, b) => a.unit === b.unit && a.onEdit === b.onEdit && sameLine(a.line, b.line),
);

const LABEL_STYLE = { cursor: "text", userSelect: "none" } as const;
