import { Button, Divider, Flex, Grid } from "antd";
import { Fragment, memo } from "react";
import { buttonVisible, screenClass } from "../../../app/bars/visibility.ts";
import { LanguageSwitch } from "../../../shared/ui/LanguageSwitch.tsx";
import { useDesignerT } from "../i18n.ts";
import { shallowEqual, useDesignerSelector } from "../state/designer-context.ts";
import { PAGE_BUTTONS } from "./button-layout.ts";
import type { DesignerAction } from "./designer-actions.ts";

/**
 * The drawing page's button row; buttons hide by screen size like the action bar's. Each button
 * is memoised, so when undo becomes possible (the first step of a drag) only that button redraws.
 */
export function DesignerButtons({ actions }: { actions: Record<DesignerAction, () => void> }) {
  const t = useDesignerT();
  const state = useDesignerSelector(
    (s) => ({
      canUndo: s.editor.history.canUndo,
      canRedo: s.editor.history.canRedo,
      boxSelect: s.tool.kind === "boxSelect",
    }),
    shallowEqual,
  );
  const screen = screenClass(Grid.useBreakpoint());
  const buttons = PAGE_BUTTONS.filter((b) => buttonVisible(b.visibility, screen));
  const disabled = (a: DesignerAction) =>
    (a === "undo" && !state.canUndo) || (a === "redo" && !state.canRedo);
  return (
    <Flex
      data-testid="designer-buttons"
      wrap
      align="center"
      gap={4}
      style={{ padding: "4px 8px", borderBottom: "1px solid #f0f0f0" }}
    >
      {LANGUAGE_SWITCH}
      {buttons.map((b, i) => (
        <Fragment key={b.action}>
          {i > 0 && buttons[i - 1]!.group !== b.group ? <Divider orientation="vertical" /> : null}
          <PageButton
            action={b.action}
            label={t(`buttons.${b.action}`)}
            primary={b.action === "boxSelect" && state.boxSelect}
            disabled={disabled(b.action)}
            onClick={actions[b.action]}
          />
        </Fragment>
      ))}
    </Flex>
  );
}

/** The same element every render, so React skips it when the row redraws. */
const LANGUAGE_SWITCH = <LanguageSwitch />;

const PageButton = memo(function PageButton({
  action,
  label,
  primary,
  disabled,
  onClick,
}: {
  action: DesignerAction;
  label: string;
  primary: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      type={primary ? "primary" : "default"}
      data-testid={`btn-${action}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
});
