import type { PlanBar } from "@fenestra/core/cutting/index";
import { useCutT } from "./i18n.ts";
import { labelColour } from "./label-colour.ts";

/** One bar drawn to scale: each piece a box coloured by its window, then the offcut. */
export function BarStrip({ bar }: { bar: PlanBar }) {
  const t = useCutT();
  const pct = (mm: number) => `${(100 * mm) / bar.length}%`;
  return (
    <div
      data-testid="bar-strip"
      style={{ position: "relative", height: 34, border: "1px solid #888", background: "#f3f3f3" }}
    >
      {bar.cuts.map((c) => (
        <div
          key={`${c.pieceId}@${c.position}`}
          title={`${c.pieceId} ${c.length} mm${c.orientation === "flipped" ? ` (${t("result.flipped")})` : ""}`}
          style={{
            position: "absolute",
            left: pct(c.position),
            width: pct(c.length),
            top: 0,
            bottom: 0,
            background: labelColour(c.label ?? c.pieceId),
            borderRight: "1px solid #555",
            fontSize: 11,
            lineHeight: "15px",
            overflow: "hidden",
            whiteSpace: "nowrap",
            // clear of the slanted ends the clip path cuts off (4 % of the piece; a percentage
            // padding is of the bar's width)
            padding: `0 ${pct(c.length * 0.04)}`,
            boxSizing: "border-box",
            clipPath:
              c.orientation === "flipped"
                ? "polygon(0 100%, 4% 0, 96% 0, 100% 100%)"
                : "polygon(0 0, 100% 0, 96% 100%, 4% 100%)",
          }}
        >
          <div>{c.length}</div>
          <div>{c.label ?? ""}</div>
        </div>
      ))}
      {bar.remainder > 0 && (
        <div
          style={{
            position: "absolute",
            right: 0,
            width: pct(bar.remainder),
            top: 0,
            bottom: 0,
            fontSize: 11,
            textAlign: "center",
            background:
              bar.remainderKind === "leftover"
                ? "#d9f7be"
                : "repeating-linear-gradient(45deg,#eee,#eee 4px,#ccc 4px,#ccc 8px)",
          }}
        >
          {bar.remainder}
        </div>
      )}
    </div>
  );
}
