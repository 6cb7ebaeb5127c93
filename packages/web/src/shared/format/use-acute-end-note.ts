import type { AcuteEndNote } from "@fenestra/core/units/saw-angle";
import { useTranslation } from "react-i18next";

/**
 * The words after an end cut square under the series' minimum mitre angle, in the app's language:
 * "(butt on cleat, 18° mitre)" (core's formatAngles prints them beside the end's 90°).
 */
export function useAcuteEndNote(): AcuteEndNote {
  const { t } = useTranslation();
  return (style, joint) => t(style === "butt" ? "acuteEnd.butt" : "acuteEnd.coped", { angle: joint });
}
