import type { SafetyFinding } from "@fenestra/core/bom/index";
import { Alert } from "antd";
import { useBomT } from "./i18n.ts";

/**
 * The BOM's annealed panes where safety glass is required (docs/safety-glass.md): what was drawn,
 * the zones, and the safety build-up ordered instead or that the series has none.
 */
export function SafetyAlert({ findings }: { findings: readonly SafetyFinding[] }) {
  const t = useBomT();
  if (findings.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="bom-safety-warnings"
      message={t("safety.title")}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {findings.map((f) => {
            const params = {
              window: f.window + 1,
              pane: f.pane,
              drawn: f.drawn,
              ordered: f.ordered ?? "",
              rules: f.rules.map((r) => t(`safety.rules.${r}`)).join("; "),
            };
            return (
              <li key={`${f.window}:${f.element}`}>
                {f.ordered ? t("safety.offered", params) : t("safety.missing", params)}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
