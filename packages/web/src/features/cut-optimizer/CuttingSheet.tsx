import { cuttingSheet } from "@fenestra/core/cutting/index";
import { formatAngles } from "@fenestra/core/units/saw-angle";
import { QRCode } from "antd";
import { useAcuteEndNote } from "../../shared/format/use-acute-end-note.ts";
import { useSawAngleStep } from "../../shared/format/use-saw-angle-step.ts";
import type { GroupPlan } from "./cut-optimizer-api.ts";
import { useCutT } from "./i18n.ts";

const cell = { border: "1px solid #bbb", padding: "2px 6px" } as const;

/**
 * The printable cutting sheet, the only thing its page prints (data-print-root, app/theme/
 * print-style.ts): every physical bar of every group with its pieces in cutting order, each
 * piece with its own number (as each gets its own label), the part it is, its window, length,
 * end angles as the saw is set to them (the company's step), position and orientation, and a
 * QR code of its part.
 */
export function CuttingSheet({ groups }: { groups: GroupPlan[] }) {
  const t = useCutT();
  const angleStep = useSawAngleStep();
  const acuteNote = useAcuteEndNote();
  return (
    <div data-testid="cutting-sheet" data-print-root="">
      {cuttingSheet(groups).map(({ angles, acuteEnds, ...g }) =>
        g.bars.map((bar) => (
          <table
            key={`${g.profile}|${g.color}|${bar.no}`}
            data-testid="sheet-bar"
            style={{ width: "100%", borderCollapse: "collapse", marginBottom: 12, breakInside: "avoid" }}
          >
            <caption style={{ textAlign: "left", fontWeight: 600 }}>
              {g.profile} {g.color} · #{bar.no} ·{" "}
              {bar.source === "leftover"
                ? t("result.fromLeftover", { id: bar.leftoverId })
                : t("sheet.bar", { length: bar.length })}
            </caption>
            <thead>
              <tr>
                <th style={cell}>{t("sheet.no")}</th>
                <th style={cell}>{t("sheet.piece")}</th>
                <th style={cell}>{t("sheet.label")}</th>
                <th style={cell}>{t("sheet.length")}</th>
                <th style={cell}>{t("sheet.angles")}</th>
                <th style={cell}>{t("sheet.position")}</th>
                <th style={cell}>{t("sheet.orientation")}</th>
                <th style={cell}>QR</th>
              </tr>
            </thead>
            <tbody>
              {bar.pieces.map((c) => (
                <tr key={c.no} data-testid="sheet-piece">
                  <td style={{ ...cell, fontWeight: 600 }} data-testid="sheet-piece-no">
                    {c.no}
                  </td>
                  <td style={cell}>{c.pieceId}</td>
                  <td style={cell}>{c.label ?? ""}</td>
                  <td style={cell}>{c.length}</td>
                  <td style={cell} data-testid="sheet-piece-angles">
                    {formatAngles(angles?.[c.pieceId], angleStep, acuteEnds?.[c.pieceId], acuteNote)}
                  </td>
                  <td style={cell}>{c.position}</td>
                  <td style={cell}>
                    {c.orientation === "flipped" ? t("result.flipped") : t("sheet.normal")}
                  </td>
                  <td style={cell}>
                    <QRCode value={c.pieceId} size={64} bordered={false} type="svg" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )),
      )}
    </div>
  );
}
