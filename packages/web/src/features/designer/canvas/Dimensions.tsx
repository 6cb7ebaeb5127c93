import {
  type Design,
  DIMENSION_COLOR,
  type Frame,
  frameDimensionLines,
  type Language,
  type RegionPlace,
  type RenderDimension,
  renderDimension,
  type Segment,
} from "@fenestra/core";
import { memo, type ReactNode } from "react";
import { CanvasLayer, type LayerView } from "./CanvasLayer.tsx";
import { segmentsPath } from "./drawing-style.ts";

type Props = {
  design: Design;
  /** Where each region of the layout sits: the cell lines measure their clear openings. */
  places: ReadonlyMap<string, RegionPlace>;
  /** The series geometry the design is laid out with: a new one redraws the lines. */
  geometry: unknown;
  /** Display unit and digits (userSettings). */
  unit: { length: "mm" | "cm" | "in"; digits: number };
  /** Language of the label's words ("clear" on a cell line). */
  language: Language;
  onEdit?: (line: RenderDimension, screen: { x: number; y: number }) => void;
  /** The canvas viewport: each frame's lines are a layer of their own (CanvasLayer). */
  view: LayerView;
};

const TEXT_MM = 60;
const TICK = 30;

/** Dimension lines of core's render model with their values; clicking a value opens the size input. */
export function Dimensions({ design, ...rest }: Props) {
  return design.frames.map((frame) => <FrameDimensions key={frame.id} frame={frame} {...rest} />);
}

/** One frame's lines, redrawn only when that frame changes (a drag on one frame leaves the others). */
const FrameDimensions = memo(
  function FrameDimensions({
    frame,
    places,
    unit,
    language,
    onEdit,
    view,
  }: { frame: Frame } & Omit<Props, "design">) {
    const lines = frameDimensionLines(frame, places).map((l) => renderDimension(l, unit, language, TEXT_MM));
    // Vertical values are turned a quarter: each run of them in one rotated group rather than a
    // transform per text, which made every value a paint chunk of its own. Runs keep the values
    // in drawing order (tab order); a horizontal value is a run of its own.
    const runs: RenderDimension[][] = [];
    for (const line of lines) {
      const last = runs[runs.length - 1];
      if (line.textAngle === -90 && last?.[0]?.textAngle === -90) last.push(line);
      else runs.push([line]);
    }
    const label = (line: RenderDimension) => <DimensionLabel key={line.id} line={line} onEdit={onEdit} />;
    const labels: ReactNode[] = runs.map((run) =>
      run[0]!.textAngle !== -90 ? (
        label(run[0]!)
      ) : (
        <g key={`turned:${run[0]!.id}`} transform="rotate(-90)">
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
  },
  (a, b) =>
    a.frame === b.frame &&
    a.geometry === b.geometry &&
    a.unit === b.unit &&
    a.language === b.language &&
    a.onEdit === b.onEdit &&
    a.view === b.view,
);

/** The extension lines, the dimension line and a tick across each end. */
function lineSegments(d: RenderDimension): Segment[] {
  const dx = d.b[0] - d.a[0];
  const dy = d.b[1] - d.a[1];
  const len = Math.hypot(dx, dy) || 1;
  const [tx, ty] = [(-dy / len) * TICK, (dx / len) * TICK];
  return [
    [d.from[0], d.from[1], d.a[0], d.a[1]],
    [d.to[0], d.to[1], d.b[0], d.b[1]],
    [d.a[0], d.a[1], d.b[0], d.b[1]],
    [d.a[0] - tx, d.a[1] - ty, d.a[0] + tx, d.a[1] + ty],
    [d.b[0] - tx, d.b[1] - ty, d.b[0] + tx, d.b[1] + ty],
  ];
}

type LabelProps = { line: RenderDimension } & Pick<Props, "onEdit">;

/** Same label, field by field (lines are rebuilt whenever their frame changes). */
function sameLabel(a: RenderDimension, b: RenderDimension): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.text === b.text &&
      a.tag === b.tag &&
      a.textAt[0] === b.textAt[0] &&
      a.textAt[1] === b.textAt[1] &&
      a.textAngle === b.textAngle &&
      a.value === b.value)
  );
}

/**
 * One value with what it measures: a horizontal line's over its middle, a vertical line's
 * turned a quarter left (drawn inside a rotate(-90) group, so its x and y are the turned ones).
 * Redrawn only when its own line changes: a drag step changes two or three of a frame's values.
 */
const DimensionLabel = memo(
  function DimensionLabel({ line, onEdit }: LabelProps) {
    const turned = line.textAngle === -90;
    const [tx, ty] = line.textAt;
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG text cannot be a <button>; it is focusable and keyboard-operable */}
      <text
        role="button"
        tabIndex={0}
        data-testid={`dim-${line.id}`}
        data-dimension-kind={line.target?.kind}
        data-measures={line.measures}
        x={turned ? -ty : tx}
        y={turned ? tx : ty}
        fontSize={TEXT_MM}
        stroke="none"
        textAnchor="middle"
        dominantBaseline="middle"
        transform={!turned && line.textAngle ? `rotate(${line.textAngle} ${tx} ${ty})` : undefined}
        style={LABEL_STYLE}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={(e) => onEdit?.(line, { x: e.clientX, y: e.clientY })}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          const r = (e.target as Element).getBoundingClientRect();
          onEdit?.(line, { x: r.x, y: r.y });
        }}
      >
        <tspan data-dimension-value="">{line.text}</tspan>
        {line.tag ? <tspan fontSize={TEXT_MM * 0.7}>{` ${line.tag}`}</tspan> : null}
      </text>
    );
  },
  (a, b) => a.onEdit === b.onEdit && sameLabel(a.line, b.line),
);

const LABEL_STYLE = { cursor: "text", userSelect: "none" } as const;
