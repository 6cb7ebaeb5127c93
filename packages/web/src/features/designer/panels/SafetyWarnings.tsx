import { glass } from "@fenestra/core";
import { useDesignerT } from "../i18n.ts";
import { useDesignerSelector } from "../state/designer-context.ts";
import { DrawingWarning } from "./DrawingWarning.tsx";

/**
 * The drawing's annealed panes where safety glass is required (docs/safety-glass.md): each with
 * its number in the drawing and the zones it is in. Nothing is shown while there are none.
 */
export function SafetyWarnings() {
  const t = useDesignerT();
  // one string, so a drag that changes no warning does not redraw the list
  const key = useDesignerSelector((s) => {
    const { layout } = s.editor;
    return JSON.stringify(
      glass
        .annealedPanes(layout)
        .map((p) => [layout.fills.findIndex((f) => f.id === p.fillId) + 1, p.spec, p.rules]),
    );
  });
  const panes = JSON.parse(key) as [number, string, glass.SafetyRule[]][];
  if (panes.length === 0) return null;
  return (
    <DrawingWarning type="warning" testId="safety-warnings" title={t("safety.title")}>
      <ul style={{ margin: 0, paddingInlineStart: 16 }}>
        {panes.map(([n, spec, rules]) => (
          <li key={n}>
            {t("safety.pane", { n, spec, rules: rules.map((r) => t(`safety.rules.${r}`)).join("; ") })}
          </li>
        ))}
      </ul>
    </DrawingWarning>
  );
}
