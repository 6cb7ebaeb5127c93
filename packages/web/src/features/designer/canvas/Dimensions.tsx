import type { Design, Frame } from "@fenestra/core";
import { toDisplayLength } from "@fenestra/core";
import { memo } from "react";
import { type DimensionLine, frameDimensionLines } from "./dimension-lines.ts";
import { DIMENSION_COLOR, segmentsPath } from "./drawing-style.ts";

type Props = {
  design: Design;
  /** Display unit and digits (userSettings). */
  unit: { length: "mm" | "cm" | "in"; digits: number };
  onEdit?: (line: DimensionLine, screen: { x: number; y: number }) => void;
};

const TEXT_MM = 60;
const TICK = 30;

/** Dimension lines with their values; clicking a value opens the size input. */
export function Dimensions({ design, unit, onEdit }: Props) {
  return (
    <g data-testid="dimensions">
      {design.frames.map((frame) => (
        <FrameDimensions key={frame.id} frame={frame} unit={unit} onEdit={onEdit} />
      ))}
    </g>
  );
}

/** One frame's lines, redrawn only when that frame changes (a drag on one frame leaves the others). */
const FrameDimensions = memo(function FrameDimensions({
  frame,
  unit,
  onEdit,
}: { frame: Frame } & Pick<Props, "unit" | "onEdit">) {
  const lines = frameDimensionLines(frame);
  // all of the frame's lines and end ticks as one path; only the values are separate (clickable)
  return (
    <g fill={DIMENSION_COLOR}>
      <path d={segmentsPath(lines.flatMap(lineSegments))} stroke={DIMENSION_COLOR} fill="none" />
      {lines.map((line) => (
        <DimensionLabel key={line.key} line={line} unit={unit} onEdit={onEdit} />
      ))}
    </g>
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

function DimensionLabel({ line, unit, onEdit }: { line: DimensionLine } & Pick<Props, "unit" | "onEdit">) {
  const horizontal = line.axis === "x";
  const mid = (line.a + line.b) / 2;
  const text = toDisplayLength(line.value, unit.length, unit.digits).toFixed(unit.digits);
  const tx = horizontal ? mid : line.at - 12;
  const ty = horizontal ? line.at - 12 : mid;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG text cannot be a <button>; it is focusable and keyboard-operable */}
    <text
      role="button"
      tabIndex={0}
      data-testid={`dim-${line.key}`}
      data-dimension-kind={line.target.kind}
      x={tx}
      y={ty}
      fontSize={TEXT_MM}
      stroke="none"
      textAnchor="middle"
      transform={horizontal ? undefined : `rotate(-90 ${tx} ${ty})`}
      style={{ cursor: "text", userSelect: "none" }}
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
}
