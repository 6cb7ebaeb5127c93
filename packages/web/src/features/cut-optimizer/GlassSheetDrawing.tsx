import type { GlassGroup } from "./cut-optimizer-api.ts";
import { useCutT } from "./i18n.ts";
import { labelColour } from "./label-colour.ts";

type Sheet = GlassGroup["sheets"][number];

/**
 * One stock sheet drawn to scale (SVG, mm): the trim margin grey, each pane a box coloured by its
 * window with its label and size (width × height as ordered), remnants back to stock green.
 */
export function GlassSheetDrawing({ sheet, no }: { sheet: Sheet; no: number }) {
  const t = useCutT();
  // text at most a fifteenth of the sheet's height, and small enough that its longest line
  // (about 0.6 em a character) fits the box's width with a margin
  const font = (w: number, h: number, chars: number) =>
    Math.max(20, Math.min(sheet.height / 15, h / 4, (0.9 * w) / (0.6 * Math.max(chars, 1))));
  return (
    <svg
      viewBox={`0 0 ${sheet.width} ${sheet.height}`}
      style={{ width: "100%", height: "auto", display: "block", background: "#ccc" }}
      role="img"
      aria-label={t("glass.sheetNo", { no })}
      data-testid="glass-sheet-svg"
    >
      <rect x={0} y={0} width={sheet.width} height={sheet.height} fill="#d6d6d6" />
      {sheet.remnants.map((r) => (
        <g key={`r${r.x},${r.y}`} data-testid="glass-remnant">
          <rect
            x={r.x}
            y={r.y}
            width={r.width}
            height={r.height}
            fill="#d9f7be"
            stroke="#389e0d"
            strokeWidth={4}
          />
          <text
            x={r.x + r.width / 2}
            y={r.y + r.height / 2}
            fontSize={font(r.width, r.height, `${r.width} × ${r.height}`.length)}
            textAnchor="middle"
            dominantBaseline="middle"
            fill="#237804"
          >
            {`${r.width} × ${r.height}`}
          </text>
        </g>
      ))}
      {sheet.panes.map((p) => {
        const w = p.rotated ? p.height : p.width;
        const h = p.rotated ? p.width : p.height;
        const size = font(p.width, p.height, Math.max(p.label.length, `${w} × ${h} ↻`.length));
        return (
          <g key={`${p.pane}#${p.copy}`} data-testid="glass-pane">
            <title>{`${p.label} ${w} × ${h}${p.rotated ? ` (${t("glass.turned")})` : ""}`}</title>
            <rect
              x={p.x}
              y={p.y}
              width={p.width}
              height={p.height}
              fill={labelColour(p.label)}
              stroke="#333"
              strokeWidth={4}
            />
            <text
              x={p.x + p.width / 2}
              y={p.y + p.height / 2}
              fontSize={size}
              textAnchor="middle"
              fill="#111"
            >
              <tspan x={p.x + p.width / 2} dy={-size * 0.2}>
                {p.label}
              </tspan>
              <tspan x={p.x + p.width / 2} dy={size * 1.2}>
                {`${w} × ${h}${p.rotated ? " ↻" : ""}`}
              </tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}
