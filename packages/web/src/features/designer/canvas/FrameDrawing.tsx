import {
  FILL_COLOR,
  type FillType,
  type Frame,
  MEMBER_FILL,
  type MemberRole,
  type RenderModel,
  renderSelection,
  SELECTED,
  STROKE,
} from "@fenestra/core";
import { memo } from "react";
import { pointsAttr, polygonsPath, segmentsPath } from "../../../shared/drawing/svg-paths.ts";
import { CanvasLayer, type LayerView } from "./CanvasLayer.tsx";

// A frame is drawn from core's render model as a handful of paths — one per member role and
// per fill kind, each holding all that frame's polygons of that kind — not one element per
// member: a 4 × 5 sash window has about 180 members, and ten of them as separate elements made
// every drag frame pay for thousands of paint items. Picking does not need the elements (the
// core editor hit-tests geometry); selected members and openings are drawn on top one by one.
// Strokes take the canvas's inherited width (one screen pixel, set by DesignCanvas) instead of
// vector-effect="non-scaling-stroke", which is costly per element.
const SASH_DASH = { strokeDasharray: "var(--sash-dash)" } as const;
const NOTHING_PICKED = { members: [], openings: [] } as const;

type Props = {
  frame: Frame;
  model: RenderModel;
  selected: readonly string[];
  /** The selected ids that belong to this frame, joined: what the memo compares. */
  selectedKey: string;
  /** Items drawn over frames that live outside the frame object (decoration bars, joiners). */
  overlays: readonly unknown[];
  /** The series geometry the frame is laid out with: a new one redraws it. */
  geometry: unknown;
  /** The canvas viewport: each frame is drawn in its own layer (CanvasLayer). */
  view: LayerView;
};

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/**
 * One frame's members, fills and opening symbols, in a layer of its own. Memoised on the frame
 * object: designs are immutable, so while a mullion is dragged only the frame that holds it
 * redraws, and only its layer is painted again.
 */
export const FrameDrawing = memo(
  function FrameDrawing({ frame, model, selected, selectedKey, view }: Props) {
    const fills = model.fills.filter((f) => f.frameId === frame.id);
    const members = model.members.filter((m) => m.frameId === frame.id);
    const symbols = model.symbols.filter((s) => s.frameId === frame.id);
    const fillGroups = groupBy(fills, (f) => f.kind as FillType);
    const memberGroups = groupBy(members, (m) => m.role as MemberRole);
    // the highlight comes from the render model: this frame's selected profiles and cells as drawn
    const highlight = selectedKey
      ? renderSelection({ members, openings: model.openings.filter((o) => o.frameId === frame.id) }, selected)
      : NOTHING_PICKED;
    const picked = highlight.members;
    const pickedCells = highlight.openings;
    return (
      <CanvasLayer view={view} name="frame">
        <g data-frame-id={frame.id} data-sashes={symbols.length}>
          {[...fillGroups].map(([kind, list]) => (
            <path
              key={kind}
              data-fill={kind}
              data-count={list.length}
              d={polygonsPath(list.map((f) => f.polygon))}
              fill={FILL_COLOR[kind]}
              stroke="none"
            />
          ))}
          {pickedCells.map((o) => (
            <polygon
              key={o.id}
              data-selected-opening={o.id}
              points={pointsAttr(o.polygon)}
              fill={SELECTED}
              fillOpacity={0.15}
              stroke={SELECTED}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {[...memberGroups].map(([role, list]) => (
            <path
              key={role}
              data-role={role}
              data-count={list.length}
              d={polygonsPath(list.map((m) => m.polygon))}
              fill={MEMBER_FILL[role]}
              stroke={STROKE}
            />
          ))}
          {picked.map((m) => (
            <polygon
              key={m.id}
              data-member-id={m.id}
              data-selected-role={m.role}
              points={pointsAttr(m.polygon)}
              fill={SELECTED}
              fillOpacity={0.6}
              stroke={STROKE}
            />
          ))}
          <path
            data-opening-symbols={symbols.map((s) => s.kind).join(" ")}
            d={segmentsPath(symbols.flatMap((s) => s.dashed))}
            fill="none"
            stroke={STROKE}
            style={SASH_DASH}
          />
          <path d={segmentsPath(symbols.flatMap((s) => s.solid))} fill="none" stroke={STROKE} />
        </g>
      </CanvasLayer>
    );
  },
  (a, b) =>
    a.frame === b.frame &&
    a.overlays === b.overlays &&
    a.selectedKey === b.selectedKey &&
    a.geometry === b.geometry &&
    a.view === b.view,
);

/** Per frame, its selected ids joined (selections are a few ids, so this is cheap per render). */
export function selectionKeys(model: RenderModel, selected: readonly string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const id of selected) {
    const frameId =
      model.members.find((m) => m.id === id)?.frameId ?? model.openings.find((o) => o.id === id)?.frameId;
    if (frameId) keys.set(frameId, keys.has(frameId) ? `${keys.get(frameId)}|${id}` : id);
  }
  return keys;
}
