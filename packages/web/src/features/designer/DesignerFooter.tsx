import type { CanvasPoint } from "@fenestra/core";
import { toDisplayLength } from "@fenestra/core";
import { Flex, theme } from "antd";
import { memo, useLayoutEffect, useRef } from "react";
import { TOUCH_ONLY, useMediaQuery } from "../../shared/ui/use-media-query.ts";
import { useDesignerT } from "./i18n.ts";
import { useDesignerSelector, useDesignerStore } from "./state/designer-context.ts";

type Unit = { length: "mm" | "cm" | "in"; digits: number };
const SAVED_COLOR = { never: "#8c8c8c", saved: "#389e0d", unsaved: "#d48806" } as const;

/** Footer: saved state, mouse position (display unit; not on touch screens) and the current tool. */
export function DesignerFooter({ unit }: { unit: Unit }) {
  const t = useDesignerT();
  const { token } = theme.useToken();
  const saved = useDesignerSelector((s) =>
    s.dirty ? (s.hasSavedCopy ? "unsaved" : "never") : s.hasSavedCopy ? "saved" : "never",
  );
  const tool = useDesignerSelector((s) => s.tool);
  const touchOnly = useMediaQuery(TOUCH_ONLY);
  const toolName =
    tool.kind === "item"
      ? t(`toolbox.items.${tool.key}` as Parameters<typeof t>[0])
      : t(`footer.tools.${tool.kind}`);
  return (
    <Flex
      data-testid="designer-footer"
      gap={24}
      style={{
        height: 28,
        padding: "0 12px",
        borderTop: "1px solid #f0f0f0",
        fontSize: 12,
        fontFamily: token.fontFamily,
        alignItems: "center",
      }}
    >
      <span data-testid="saved-state" style={{ color: SAVED_COLOR[saved] }}>
        {saved === "never"
          ? t("footer.neverSaved")
          : saved === "saved"
            ? t("footer.saved")
            : t("footer.unsaved")}
      </span>
      {/* a finger does not hover: there is no pointer position to read out on a touch screen */}
      {touchOnly ? null : (
        <MousePosition label={t("footer.mouse")} unit={unit} unitName={t(`units.${unit.length}`)} />
      )}
      <span data-testid="current-tool">
        {t("footer.tool")}: {toolName}
      </span>
    </Flex>
  );
}

/**
 * The only part that follows every mouse move, so it is its own small component, and it writes
 * its text straight into its element from the store's mouse subscription: a move (several per
 * drag step) then costs a text change, not a React render and commit.
 */
const MousePosition = memo(function MousePosition({
  label,
  unit,
  unitName,
}: {
  label: string;
  unit: Unit;
  unitName: string;
}) {
  const store = useDesignerStore();
  const span = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = span.current;
    if (!el) return;
    const fmt = (v: number) => toDisplayLength(v, unit.length, unit.digits).toFixed(unit.digits);
    const text = (mouse: CanvasPoint | null) =>
      `${label}: ${mouse ? `${fmt(mouse[0])}, ${fmt(mouse[1])} ${unitName}` : "—"}`;
    const show = () => {
      const next = text(store.mouse);
      if (el.textContent !== next) el.textContent = next;
    };
    show();
    return store.subscribeMouse(show);
  }, [store, label, unit, unitName]);
  return <span ref={span} data-testid="mouse-position" />;
});
