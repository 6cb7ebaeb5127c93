import { DIMENSION_COLOR, type RenderDimension, SELECTED, type Segment } from "@fenestra/core";
import { memo, type ReactNode } from "react";
import { segmentsPath } from "../../../shared/drawing/svg-paths.ts";
import { CanvasLayer, type LayerView } from "./CanvasLayer.tsx";
import { DIMENSION_TEXT_MM } from "./canvas-model.ts";

type Props = {
  /**
   * The render model's dimension lines (core renderModel with dimensions: each frame's overall
   * and clear-opening cell lines, and the free dimensions), as every output draws them.
   */
  lines: readonly RenderDimension[];
  /** The selected item's id: a selected free dimension is drawn in the selection colour. */
  selected: string;
  onEdit?: (line: RenderDimension, screen: { x: number; y: number }) => void;
  /** The canvas viewport: each frame's lines are a layer of their own (CanvasLayer). */
  view: LayerView;
};

const TEXT_MM = DIMENSION_TEXT_MM;
const TICK = 30;

/**
 * Dimension lines of core's render model with their values: each frame's in a layer of its own
 * (clicking a value opens the size box), the free dimensions in one more (pressed, a free
 * dimension is picked and dragged like any item; a double click on it opens the size box).
 */
export function Dimensions({ lines, ...rest }: Props) {
  const groups = new Map<string, RenderDimension[]>();
  for (const line of lines) {
    const key = line.frameId ?? "";
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups].map(([frameId, group]) =>
    frameId === "" ? (
      <FreeDimensions key="free" lines={group} {...rest} />
    ) : (
      <FrameDimensions key={frameId} lines={group} {...rest} />
    ),
  );
}

/** Same lines, point by point and figure by figure (the model is rebuilt on every layout). */
function sameLines(a: readonly RenderDimension[], b: readonly RenderDimension[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  const same = (p: readonly number[], q: readonly number[]) => p[0] === q[0] && p[1] === q[1];
  return a.every((x, i) => {
    const y = b[i]!;
    // a frame the step did not change keeps its drawn lines (core's render cache): the same objects
    if (x === y) return true;
    return sameLabel(x, y) && same(x.a, y.a) && same(x.b, y.b) && same(x.from, y.from) && same(x.to, y.to);
  });
}

/** One frame's lines, redrawn only when they change (a drag on one frame leaves the others). */
const FrameDimensions = memo(
  function FrameDimensions({ lines, onEdit, view }: Props) {
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
  (a, b) => a.onEdit === b.onEdit && a.view === b.view && sameLines(a.lines, b.lines),
);

/**
 * The free dimensions, drawn like the frames' lines (ticks, figure) in the selection colour
 * when selected. Their figures are not buttons: a press picks and drags the dimension (the
 * editor's hit test reads the same line and figure).
 */
const FreeDimensions = memo(
  function FreeDimensions({ lines, selected, view }: Props) {
    return (
      <CanvasLayer view={view} name="free-dimensions">
        {lines.map((d) => {
          const colour = d.id === selected ? SELECTED : DIMENSION_COLOR;
          const [tx, ty] = d.textAt;
          return (
            <g
              key={d.id}
              data-testid="free-dimension"
              data-measures={d.measures}
              stroke={colour}
              fill={colour}
            >
              <path d={segmentsPath(lineSegments(d))} fill="none" />
              <text
                x={tx}
                y={ty}
                fontSize={TEXT_MM}
                stroke="none"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={d.textAngle ? `rotate(${d.textAngle} ${tx} ${ty})` : undefined}
              >
                {d.text}
              </text>
            </g>
          );
        })}
      </CanvasLayer>
    );
  },
  (a, b) => a.selected === b.selected && a.view === b.view && sameLines(a.lines, b.lines),
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
