import { SaveOutlined } from "@ant-design/icons";
import { Button, Divider, Dropdown, Flex, Grid, Tooltip } from "antd";
import { Fragment, memo } from "react";
import { buttonVisible, screenClass } from "../../../app/bars/visibility.ts";
import { LanguageSwitch } from "../../../shared/ui/LanguageSwitch.tsx";
import { useDesignerT } from "../i18n.ts";
import { shallowEqual, useDesignerSelector } from "../state/designer-context.ts";
import { ACTION_ICONS, MENU_ICONS } from "./action-icons.tsx";
import { toolbarLayout } from "./button-layout.ts";
import type { DesignerAction } from "./designer-actions.ts";
import { actionItems, runAction } from "./toolbar-menu.tsx";

/**
 * The drawing page's toolbar on medium and large screens: grouped icon buttons with tooltips,
 * import / export / more menus, and save. Each button is memoised, so when undo becomes possible
 * (the first step of a drag) only that button redraws.
 */
export function DesignerButtons({ actions }: { actions: Record<DesignerAction, () => void> }) {
  const t = useDesignerT();
  const state = useDesignerSelector(
    (s) => ({
      canUndo: s.editor.history.canUndo,
      canRedo: s.editor.history.canRedo,
      boxSelect: s.tool.kind === "boxSelect",
      hasFrames: s.design.frames.length > 0,
    }),
    shallowEqual,
  );
  const screen = screenClass(Grid.useBreakpoint());
  const layout = toolbarLayout(screen);
  const disabled = (a: DesignerAction) =>
    (a === "undo" && !state.canUndo) || (a === "redo" && !state.canRedo);
  return (
    <Flex
      data-testid="designer-buttons"
      align="center"
      gap={2}
      style={{ padding: "4px 8px", borderBottom: "1px solid #f0f0f0", overflowX: "auto" }}
    >
      {layout.groups.map((g, i) => (
        <Fragment key={g.group}>
          {i > 0 ? <Divider orientation="vertical" style={{ marginInline: 4 }} /> : null}
          {g.buttons.map((b) => (
            <ToolButton
              key={b.action}
              action={b.action}
              label={t(`buttons.${b.action}`)}
              labelled={Boolean(b.labelled)}
              active={b.action === "boxSelect" && state.boxSelect}
              disabled={disabled(b.action)}
              onClick={actions[b.action]}
            />
          ))}
        </Fragment>
      ))}
      <Divider orientation="vertical" style={{ marginInline: 4 }} />
      {layout.menus.map((m) => (
        <Dropdown
          key={m.menu}
          trigger={["click"]}
          menu={{ items: actionItems(m.buttons, t), onClick: ({ key }) => runAction(actions, key) }}
        >
          <Button size="small" type="text" icon={MENU_ICONS[m.menu]} data-testid={`menu-${m.menu}`}>
            {t(`menus.${m.menu}`)}
          </Button>
        </Dropdown>
      ))}
      <div style={{ flex: 1 }} />
      {/* save before the language switch: where the row is wider than the screen (1280 px with
          every labelled tool), the switch is scrolled to, never the save */}
      <Tooltip title={state.hasFrames ? undefined : t("messages.nothingToSave")}>
        <Button
          size="small"
          type="primary"
          icon={<SaveOutlined />}
          data-testid="btn-save"
          onClick={actions.save}
          style={{ marginInline: 8 }}
        >
          {t("buttons.save")}
        </Button>
      </Tooltip>
      {buttonVisible("lg", screen) ? LANGUAGE_SWITCH : null}
    </Flex>
  );
}

/** The same element every render, so React skips it when the row redraws. */
const LANGUAGE_SWITCH = <LanguageSwitch />;

const ToolButton = memo(function ToolButton({
  action,
  label,
  labelled,
  active,
  disabled,
  onClick,
}: {
  action: DesignerAction;
  label: string;
  labelled: boolean;
  active: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={labelled ? undefined : label} mouseEnterDelay={0.4}>
      <Button
        size="small"
        type={active ? "primary" : "text"}
        icon={ACTION_ICONS[action]}
        aria-label={label}
        aria-pressed={action === "boxSelect" ? active : undefined}
        data-testid={`btn-${action}`}
        disabled={disabled}
        onClick={onClick}
      >
        {labelled ? label : null}
      </Button>
    </Tooltip>
  );
});
