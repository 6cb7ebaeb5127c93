import {
  type Annotation,
  arrowHead,
  dimensionMarks,
  onPicture,
  type Vec,
} from "@fenestra/core/measurement/index";
import { getStroke } from "perfect-freehand";

// Draws the marks over a picture of `width` × `height` px (the working canvas and the flattened
// picture alike), their sizes a share of the picture so they read the same on any photo.

export function penSizes(width: number, height: number) {
  const side = Math.max(width, height);
  const line = Math.max(2, side * 0.005);
  return { line, head: line * 5, tick: line * 6, font: Math.max(14, side * 0.045), stroke: line * 2.2 };
}

/** The outline of a free stroke, pressure-smoothed (perfect-freehand), as a closed path. */
export function strokePath(points: Vec[], pressures: number[], size: number, simulate: boolean) {
  const outline = getStroke(
    points.map((p, i) => [p.x, p.y, pressures[i] ?? 0.5]),
    { size, thinning: 0.6, smoothing: 0.5, streamline: 0.5, simulatePressure: simulate },
  );
  const path = new Path2D();
  for (const [i, [x = 0, y = 0]] of outline.entries()) {
    if (i === 0) path.moveTo(x, y);
    else path.lineTo(x, y);
  }
  path.closePath();
  return path;
}

function line(ctx: CanvasRenderingContext2D, a: Vec, b: Vec) {
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
}

/** Text with a dark or light halo, readable on any wall. */
function haloText(ctx: CanvasRenderingContext2D, text: string, colour: string) {
  ctx.lineWidth = Math.max(3, ctx.measureText("M").width * 0.25);
  ctx.strokeStyle = colour === "#000000" ? "#ffffff" : "rgba(0,0,0,0.75)";
  ctx.strokeText(text, 0, 0);
  ctx.fillStyle = colour;
  ctx.fillText(text, 0, 0);
}

export function drawAnnotation(ctx: CanvasRenderingContext2D, a: Annotation, width: number, height: number) {
  const size = penSizes(width, height);
  const at = (p: { x: number; y: number }) => onPicture(p, width, height);
  ctx.save();
  ctx.strokeStyle = a.colour;
  ctx.fillStyle = a.colour;
  ctx.lineWidth = size.line;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.font = `600 ${size.font}px system-ui, sans-serif`;
  if (a.kind === "arrow") {
    const from = at(a.from);
    const to = at(a.to);
    line(ctx, from, to);
    const head = arrowHead(from, to, size.head);
    if (head) {
      ctx.beginPath();
      ctx.moveTo(head[0].x, head[0].y);
      ctx.lineTo(to.x, to.y);
      ctx.lineTo(head[1].x, head[1].y);
      ctx.stroke();
    }
  } else if (a.kind === "dimension") {
    const from = at(a.from);
    const to = at(a.to);
    line(ctx, from, to);
    const marks = dimensionMarks(from, to, size.tick, size.font * 0.7);
    if (marks) {
      for (const [p, q] of marks.ticks) line(ctx, p, q);
      ctx.translate(marks.label.x, marks.label.y);
      ctx.rotate(marks.label.angle);
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      haloText(ctx, String(a.value), a.colour);
    }
  } else if (a.kind === "text") {
    const p = at(a.at);
    ctx.translate(p.x, p.y);
    ctx.textBaseline = "middle";
    haloText(ctx, a.text, a.colour);
  } else {
    const points = a.points.map(([x, y]) => at({ x, y }));
    // a mouse or a finger gives no pressure (0.5 throughout): perfect-freehand then takes it from the speed
    const simulate = a.points.every(([, , p]) => p === 0.5);
    ctx.fill(
      strokePath(
        points,
        a.points.map(([, , p]) => p),
        size.stroke,
        simulate,
      ),
    );
  }
  ctx.restore();
}

/** The picture with every mark drawn on it. */
export function drawPhoto(
  ctx: CanvasRenderingContext2D,
  picture: CanvasImageSource,
  annotations: readonly Annotation[],
  width: number,
  height: number,
) {
  ctx.clearRect(0, 0, width, height);
  ctx.drawImage(picture, 0, 0, width, height);
  for (const a of annotations) drawAnnotation(ctx, a, width, height);
}

/** The flattened picture (JPEG) the sheet and the exports print. */
export async function flatten(picture: ImageBitmap, annotations: readonly Annotation[]): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = picture.width;
  canvas.height = picture.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d canvas");
  drawPhoto(ctx, picture, annotations, picture.width, picture.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), "image/jpeg", 0.85),
  );
}
