import { QRCode } from "antd";
import type { GroupPlan } from "./cut-optimizer-api.ts";
import { useCutT } from "./i18n.ts";

/**
 * The printable cutting sheet: every bar of every group with its pieces in cutting order,
 * each with a QR code of its piece id (for the workshop scan) and its orientation.
 */
export function CuttingSheet({ groups }: { groups: GroupPlan[] }) {
  const t = useCutT();
  return (
    <div data-testid="cutting-sheet">
      {groups.map((g) =>
        g.plan.bars.map((bar, b) => (
          <table
            key={`${g.profile}|${g.color}|${bar.length}|${bar.leftoverId}|${bar.cuts.map((c) => `${c.pieceId}@${c.position}`).join()}`}
            style={{ width: "100%", borderCollapse: "collapse", marginBottom: 12, breakInside: "avoid" }}
          >
            <caption style={{ textAlign: "left", fontWeight: 600 }}>
              {g.profile} {g.color} · #{b + 1} ·{" "}
              {bar.source === "leftover"
                ? t("result.fromLeftover", { id: bar.leftoverId })
                : t("result.bar", { length: bar.length, repeat: bar.repeat })}
            </caption>
            <thead>
              <tr>
                <th>{t("sheet.piece")}</th>
                <th>{t("sheet.label")}</th>
                <th>{t("sheet.length")}</th>
                <th>{t("sheet.position")}</th>
                <th>{t("sheet.orientation")}</th>
                <th>QR</th>
              </tr>
            </thead>
            <tbody>
              {bar.cuts.map((c) => (
                <tr key={`${c.pieceId}@${c.position}`}>
                  <td>{c.pieceId}</td>
                  <td>{c.label ?? ""}</td>
                  <td>{c.length}</td>
                  <td>{c.position}</td>
                  <td>{c.orientation === "flipped" ? t("result.flipped") : t("sheet.normal")}</td>
                  <td>
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
