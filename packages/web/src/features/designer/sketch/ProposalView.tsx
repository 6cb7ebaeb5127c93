import type { Box, CellKind } from "@fenestra/core/sketch/sketch-types";
import { type PointerEvent as ReactPointerEvent, useRef } from "react";
import {
  isSlideGroup,
  lineRange,
  overallSize,
  type Path,
  type Proposal,
  type ProposalNode,
  partBox,
  partSizes,
} from "./proposal.ts";

// The proposal over the straightened photo: the frame, every dividing line (drag it to move it,
// tap it to type its sizes), each cell with its opening mark as the app draws it (tap it to
// change its kind) and, once the overall size is known, each part's size in mm.

export type Selected = { kind: "line"; path: Path; index: number } | { kind: "cell"; path: Path } | null;

const INK = "#1677ff";
const samePath = (a: Path, b: Path) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The opening mark of a cell as the drawing shows it (DIN 1356 / GB), in the cell's box. */
function mark(cell: CellKind, b: Box): string[] {
  const inset = Math.min(b.x1 - b.x0, b.y1 - b.y0) * 0.08;
  const [l, r, t, d] = [b.x0 + inset, b.x1 - inset, b.y0 + inset, b.y1 - inset];
  const [mx, my] = [(l + r) / 2, (t + d) / 2];
  const to = (side: string) =>
    side === "left"
      ? `M${r},${t} L${l},${my} L${r},${d}`
      : side === "right"
        ? `M${l},${t} L${r},${my} L${l},${d}`
        : side === "top"
          ? `M${l},${d} L${mx},${t} L${r},${d}`
          : `M${l},${t} L${mx},${d} L${r},${t}`;
  if (cell.kind === "sash")
    return cell.openType === "tiltTurn" ? [to(cell.hingeSide), to("bottom")] : [to(cell.hingeSide)];
  if (cell.kind === "slide") {
    const w = (r - l) * 0.3;
    const [from, head] = cell.direction === "right" ? [mx - w, mx + w] : [mx + w, mx - w];
    const back = cell.direction === "right" ? -1 : 1;
    const h = (r - l) * 0.08;
    return [
      `M${from},${my} L${head},${my}`,
      `M${head + back * h},${my - h / 1.6} L${head},${my} L${head + back * h},${my + h / 1.6}`,
    ];
  }
  return [];
}

export function ProposalView(props: {
  proposal: Proposal;
  /** The drawn frame in pixels of the straightened paper. */
  frame: Box;
  paper: { width: number; height: number; url: string };
  selected: Selected;
  /** The picture's title, and each cell's name by its kind (for screen readers). */
  title: string;
  cellLabel: (cell: CellKind) => string;
  onSelect: (s: Selected) => void;
  /** A line dragged to a share of the frame. */
  onMoveLine: (path: Path, index: number, at: number) => void;
}) {
  const { proposal, frame, paper, selected } = props;
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ path: Path; index: number } | null>(null);
  const fw = frame.x1 - frame.x0;
  const fh = frame.y1 - frame.y0;
  const px = (b: Box): Box => ({
    x0: frame.x0 + b.x0 * fw,
    x1: frame.x0 + b.x1 * fw,
    y0: frame.y0 + b.y0 * fh,
    y1: frame.y0 + b.y1 * fh,
  });
  const stroke = Math.max(1.5, Math.max(fw, fh) / 200);
  const font = Math.max(10, Math.max(fw, fh) / 28);
  const known = overallSize(proposal) !== undefined;
  /** The band around a line that takes a drag or a tap (about a finger wide on a phone). */
  const hit = Math.max(stroke * 8, Math.max(fw, fh) / 25);

  const share = (e: ReactPointerEvent, vertical: boolean): number | null => {
    const m = svg.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return vertical ? (p.x - frame.x0) / fw : (p.y - frame.y0) / fh;
  };

  const out: React.ReactNode[] = [];
  const walk = (node: ProposalNode, path: Path, box: Box) => {
    if (node.kind === "cell") {
      const b = px(box);
      const chosen = selected?.kind === "cell" && samePath(selected.path, path);
      out.push(
        <g key={`c${path.join(".")}`}>
          {/* biome-ignore lint/a11y/useSemanticElements: an SVG cell cannot be a <button>; it is focusable and keyboard-operable */}
          <rect
            data-testid={`sketch-cell-${path.join(".") || "root"}`}
            data-kind={JSON.stringify(node.cell)}
            x={b.x0}
            y={b.y0}
            width={b.x1 - b.x0}
            height={b.y1 - b.y0}
            fill={chosen ? "rgba(22,119,255,0.18)" : "rgba(255,255,255,0.01)"}
            style={{ cursor: "pointer" }}
            role="button"
            tabIndex={0}
            aria-label={props.cellLabel(node.cell)}
            onClick={() => props.onSelect({ kind: "cell", path })}
            onKeyDown={(e) => {
              if (e.key === "Enter" || e.key === " ") props.onSelect({ kind: "cell", path });
            }}
          />
          {mark(node.cell, b).map((d) => (
            <path
              key={d}
              d={d}
              fill="none"
              stroke={INK}
              strokeWidth={stroke}
              strokeDasharray={`${stroke * 3} ${stroke * 2}`}
              pointerEvents="none"
            />
          ))}
        </g>,
      );
      return;
    }
    for (const [i, c] of node.children.entries()) walk(c, [...path, i], partBox(box, node, i));
    const vertical = node.direction === "vertical";
    const slide = isSlideGroup(proposal, path);
    const sizes = partSizes(proposal, path);
    const b = px(box);
    node.lines.forEach((line, index) => {
      const at = vertical ? frame.x0 + line.at * fw : frame.y0 + line.at * fh;
      const [x1, y1, x2, y2] = vertical ? [at, b.y0, at, b.y1] : [b.x0, at, b.x1, at];
      const chosen = selected?.kind === "line" && samePath(selected.path, path) && selected.index === index;
      out.push(
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in its split
        <g key={`l${path.join(".")}-${index}`}>
          <line
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={chosen ? "#fa541c" : INK}
            strokeWidth={stroke * 1.5}
            pointerEvents="none"
          />
          {slide ? null : (
            <rect
              data-testid={`sketch-line-${path.join(".") || "root"}-${index}`}
              x={vertical ? x1 - hit / 2 : x1}
              y={vertical ? y1 : y1 - hit / 2}
              width={vertical ? hit : x2 - x1}
              height={vertical ? y2 - y1 : hit}
              fill="transparent"
              style={{ cursor: vertical ? "ew-resize" : "ns-resize", touchAction: "none" }}
              onPointerDown={(e) => {
                e.currentTarget.setPointerCapture(e.pointerId);
                drag.current = { path, index };
              }}
              onPointerMove={(e) => {
                const d = drag.current;
                if (!d || !samePath(d.path, path) || d.index !== index) return;
                const s = share(e, vertical);
                if (s === null) return;
                const range = lineRange(proposal, path, index);
                const margin = 0.02;
                if (s <= range.lo + margin || s >= range.hi - margin) return;
                props.onMoveLine(path, index, s);
              }}
              onPointerUp={() => {
                drag.current = null;
                props.onSelect({ kind: "line", path, index });
              }}
            />
          )}
        </g>,
      );
    });
    if (known && sizes && !slide) {
      sizes.forEach((mm, i) => {
        const part = px(partBox(box, node, i));
        const [x, y] = vertical
          ? [(part.x0 + part.x1) / 2, part.y0 + font * 1.2]
          : [part.x0 + font * 0.4, (part.y0 + part.y1) / 2];
        out.push(
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: a part is its place in its split
            key={`s${path.join(".")}-${i}`}
            x={x}
            y={y}
            fontSize={font}
            fill="#d4380d"
            textAnchor={vertical ? "middle" : "start"}
            pointerEvents="none"
            style={{ paintOrder: "stroke", stroke: "#fff", strokeWidth: font / 5 }}
          >
            {mm}
          </text>,
        );
      });
    }
  };
  walk(proposal.root, [], { x0: 0, y0: 0, x1: 1, y1: 1 });
  const size = overallSize(proposal);
  // the drawn window and a margin round it (its sizes), not the whole sheet
  const margin = Math.max(fw, fh) * 0.15;
  const vx = Math.max(0, frame.x0 - margin);
  const vy = Math.max(0, frame.y0 - margin);
  const vw = Math.min(paper.width, frame.x1 + margin) - vx;
  const vh = Math.min(paper.height, frame.y1 + margin) - vy;

  return (
    <svg
      ref={svg}
      viewBox={`${vx} ${vy} ${vw} ${vh}`}
      style={{ width: "100%", height: "100%", display: "block", userSelect: "none" }}
      data-testid="sketch-proposal"
      role="img"
    >
      <title>{props.title}</title>
      <image href={paper.url} x={0} y={0} width={paper.width} height={paper.height} />
      <rect
        x={frame.x0}
        y={frame.y0}
        width={fw}
        height={fh}
        fill="none"
        stroke={INK}
        strokeWidth={stroke * 2}
        pointerEvents="none"
      />
      {out}
      {size ? (
        <>
          <text
            x={frame.x0 + fw / 2}
            y={frame.y0 - font * 0.4}
            fontSize={font}
            fill="#d4380d"
            textAnchor="middle"
            data-testid="sketch-width-label"
          >
            {size.width}
          </text>
          <text
            x={frame.x1 + font * 0.4}
            y={frame.y0 + fh / 2}
            fontSize={font}
            fill="#d4380d"
            transform={`rotate(90 ${frame.x1 + font * 0.4} ${frame.y0 + fh / 2})`}
            textAnchor="middle"
          >
            {size.height}
          </text>
        </>
      ) : null}
    </svg>
  );
}
