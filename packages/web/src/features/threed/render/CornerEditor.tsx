// The photo with the opening's four corners on it: each a handle to drag (mouse, pen or finger;
// arrow keys move a focused one), the quadrilateral drawn between them, red with what is wrong
// beside the corner to move when the corners make no opening. On touch a loupe above the finger
// shows the photo magnified round the corner being dragged. Once rendered, the same box shows the
// result in place of the photo.
import type { Point2 } from "@fenestra/core/scene/homography";
import {
  type Corners,
  type CornersCheck,
  fitContain,
  insidePicture,
  pictureToScreen,
  screenToPicture,
} from "@fenestra/core/scene/placement";
import { Typography } from "antd";
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from "react";
import { useRenderEditorT } from "./i18n.ts";

export type Photo = { url: string; width: number; height: number };

const HANDLE = 28;
const LOUPE = 120;
const ZOOM = 3;
const ERROR = "#ff4d4f";
const OK = "#1677ff";

/** The size of an element, kept up to date. */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

export function CornerEditor({
  photo,
  corners,
  check,
  onChange,
  result,
}: {
  photo: Photo;
  corners: Corners;
  check: CornersCheck;
  onChange: (corners: Corners) => void;
  /** The rendered picture, shown in place of the photo and its handles. */
  result: HTMLCanvasElement | null;
}) {
  const t = useRenderEditorT();
  const { ref, size } = useBoxSize();
  const fit = fitContain(photo, { width: Math.max(1, size.width), height: Math.max(1, size.height) });
  const screen = corners.map((c) => pictureToScreen(fit, c));
  const [drag, setDrag] = useState<{ index: number; touch: boolean; grab: Point2 } | null>(null);

  const moveTo = (index: number, picture: Point2) => {
    const next = [...corners] as Point2[];
    next[index] = insidePicture(photo, picture);
    onChange(next as unknown as Corners);
  };
  const pointerAt = (e: ReactPointerEvent) => {
    const rect = ref.current?.getBoundingClientRect();
    return { x: e.clientX - (rect?.left ?? 0), y: e.clientY - (rect?.top ?? 0) };
  };
  const onDown = (index: number) => (e: ReactPointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // a pointer the browser does not know (nothing to capture)
    }
    const at = pointerAt(e);
    const handle = screen[index] as Point2;
    setDrag({ index, touch: e.pointerType !== "mouse", grab: { x: handle.x - at.x, y: handle.y - at.y } });
  };
  const onMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const at = pointerAt(e);
    moveTo(drag.index, screenToPicture(fit, { x: at.x + drag.grab.x, y: at.y + drag.grab.y }));
  };
  const onUp = () => setDrag(null);
  const onKey = (index: number) => (e: React.KeyboardEvent) => {
    const step = (e.shiftKey ? 10 : 1) / fit.scale;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      e.key
    ];
    if (!d) return;
    e.preventDefault();
    const c = corners[index] as Point2;
    moveTo(index, { x: c.x + (d[0] as number), y: c.y + (d[1] as number) });
  };

  const problem = check.ok ? null : check;
  const colour = problem ? ERROR : OK;
  // the message beside the corner to move, or in the middle of the quadrilateral
  const messageAt =
    problem?.corner != null
      ? (screen[problem.corner] as Point2)
      : {
          x: screen.reduce((s, p) => s + p.x, 0) / 4,
          y: screen.reduce((s, p) => s + p.y, 0) / 4,
        };
  const dragged = drag ? (screen[drag.index] as Point2) : null;

  return (
    <div
      ref={ref}
      data-testid="render-stage"
      style={{
        position: "relative",
        width: "100%",
        height: "100%",
        overflow: "hidden",
        background: "#1f1f1f",
        borderRadius: 6,
        touchAction: "none",
        userSelect: "none",
      }}
    >
      {result ? (
        <ResultCanvas result={result} />
      ) : (
        <>
          <img
            src={photo.url}
            alt=""
            draggable={false}
            data-testid="render-photo"
            style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain" }}
          />
          <svg
            width={size.width}
            height={size.height}
            style={{ position: "absolute", inset: 0, pointerEvents: "none" }}
            aria-hidden
          >
            <polygon
              points={screen.map((p) => `${p.x},${p.y}`).join(" ")}
              fill={problem ? "rgba(255,77,79,0.15)" : "rgba(22,119,255,0.12)"}
              stroke={colour}
              strokeWidth={2}
              data-testid="render-quad"
              data-valid={problem ? "0" : "1"}
            />
          </svg>
          {screen.map((p, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the four corners are fixed places (TL, TR, BR, BL)
              key={i}
              role="slider"
              tabIndex={0}
              aria-label={t(`corners.names.${i as 0 | 1 | 2 | 3}`)}
              aria-valuetext={`${Math.round((corners[i] as Point2).x)}, ${Math.round((corners[i] as Point2).y)}`}
              aria-valuenow={Math.round((corners[i] as Point2).x)}
              data-testid={`render-corner-${i}`}
              data-x={(corners[i] as Point2).x.toFixed(1)}
              data-y={(corners[i] as Point2).y.toFixed(1)}
              onPointerDown={onDown(i)}
              onPointerMove={onMove}
              onPointerUp={onUp}
              onPointerCancel={onUp}
              onKeyDown={onKey(i)}
              style={{
                position: "absolute",
                left: p.x - HANDLE / 2,
                top: p.y - HANDLE / 2,
                width: HANDLE,
                height: HANDLE,
                borderRadius: "50%",
                border: `3px solid ${problem?.corner === i ? ERROR : colour}`,
                background: "rgba(255,255,255,0.35)",
                boxSizing: "border-box",
                cursor: "grab",
                touchAction: "none",
              }}
            />
          ))}
          {problem ? (
            <Typography.Text
              data-testid="render-corners-problem"
              style={{
                position: "absolute",
                left: Math.min(Math.max(8, messageAt.x - 120), Math.max(8, size.width - 248)),
                top: Math.min(messageAt.y + HANDLE / 2 + 4, Math.max(0, size.height - 64)),
                width: 240,
                padding: "4px 8px",
                background: "rgba(255,255,255,0.95)",
                color: ERROR,
                borderRadius: 4,
                fontSize: 12,
                pointerEvents: "none",
              }}
            >
              {t(`corners.problem.${problem.problem}`)}
            </Typography.Text>
          ) : null}
          {drag?.touch && dragged ? <Loupe photo={photo} fit={fit} at={dragged} box={size} /> : null}
        </>
      )}
    </div>
  );
}

/** The photo magnified round the corner being dragged, above the finger (below it near the top). */
function Loupe({
  photo,
  fit,
  at,
  box,
}: {
  photo: Photo;
  fit: ReturnType<typeof fitContain>;
  at: Point2;
  box: { width: number; height: number };
}) {
  const scale = fit.scale * ZOOM;
  const picture = screenToPicture(fit, at);
  const above = at.y - LOUPE - 40 >= 0;
  const left = Math.min(Math.max(0, at.x - LOUPE / 2), Math.max(0, box.width - LOUPE));
  const top = above ? at.y - LOUPE - 40 : at.y + 40;
  return (
    <div
      data-testid="render-loupe"
      style={{
        position: "absolute",
        left,
        top,
        width: LOUPE,
        height: LOUPE,
        borderRadius: "50%",
        border: "3px solid #fff",
        boxShadow: "0 2px 8px rgba(0,0,0,0.45)",
        backgroundColor: "#1f1f1f",
        backgroundImage: `url("${photo.url}")`,
        backgroundRepeat: "no-repeat",
        backgroundSize: `${photo.width * scale}px ${photo.height * scale}px`,
        backgroundPosition: `${LOUPE / 2 - picture.x * scale}px ${LOUPE / 2 - picture.y * scale}px`,
        pointerEvents: "none",
      }}
    >
      <svg width={LOUPE} height={LOUPE} style={{ position: "absolute", inset: 0 }} aria-hidden>
        <line
          x1={LOUPE / 2}
          y1={LOUPE / 2 - 14}
          x2={LOUPE / 2}
          y2={LOUPE / 2 + 14}
          stroke={OK}
          strokeWidth={2}
        />
        <line
          x1={LOUPE / 2 - 14}
          y1={LOUPE / 2}
          x2={LOUPE / 2 + 14}
          y2={LOUPE / 2}
          stroke={OK}
          strokeWidth={2}
        />
      </svg>
    </div>
  );
}

/** The rendered picture (the photo's size), shown whole in the box. */
function ResultCanvas({ result }: { result: HTMLCanvasElement }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    c.width = result.width;
    c.height = result.height;
    c.getContext("2d")?.drawImage(result, 0, 0);
  }, [result]);
  return (
    <canvas
      ref={ref}
      data-testid="render-result"
      style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain" }}
    />
  );
}
