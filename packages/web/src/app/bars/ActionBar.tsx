import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Dropdown, Flex, Grid, type MenuProps, Tooltip, Typography } from "antd";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { guideLink } from "../../features/user-guide/guide-topics.ts";

/** The sunroom designer the addWindoor page's apply-sunroom button opens (SPEC §2). */
const SUNROOM_PATH = "/sunnyHouse";

import { translateKey } from "../../shared/i18n/i18n.ts";
import { type ActionKey, actionMenuEntries, buildActionButtons } from "./action-buttons.ts";
import { ACTION_BAR_ICONS } from "./action-icons.tsx";
import { actionRegistry } from "./action-registry.ts";
import { goBack } from "./go-back.ts";
import {
  BAR_HEIGHT,
  buttonVisible,
  screenClass,
  showActionBarBack,
  showActionBarLogo,
} from "./visibility.ts";

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.();
}

/** The action bar of the drawing routes (height 42). */
export function ActionBar({ routeName }: { routeName: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const location = useLocation();
  const breakpoints = Grid.useBreakpoint();
  const screen = screenClass(breakpoints);
  useSyncExternalStore(actionRegistry.subscribe, actionRegistry.version);

  // F11 toggles full screen like the menu entry does.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "F11") return;
      event.preventDefault();
      toggleFullscreen();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const builtIn: Partial<Record<ActionKey, () => void>> = {
    "extra.fullscreen": toggleFullscreen,
    close: () => goBack(navigate, query),
    tutorial: () => navigate(guideLink(location.pathname)),
    applySunnyHouse: () => navigate(SUNROOM_PATH),
  };
  const run = (key: ActionKey) => (actionRegistry.get(key) ?? builtIn[key])?.();
  const enabled = (key: ActionKey) => Boolean(actionRegistry.get(key) ?? builtIn[key]);
  const label = (key: ActionKey) => translateKey(`action.${key.replace(".", "_")}`);
  const menuItems = (children: readonly ActionKey[]): MenuProps["items"] =>
    actionMenuEntries(children).map((entry) =>
      "submenu" in entry
        ? {
            key: entry.submenu,
            icon: ACTION_BAR_ICONS[entry.submenu],
            label: translateKey(`action.menu_${entry.submenu}`),
            children: entry.keys.map((key) => item(key)),
          }
        : item(entry.key),
    );
  const item = (key: ActionKey) => ({
    key,
    icon: ACTION_BAR_ICONS[key],
    label: <span data-testid={`action-${key}`}>{label(key)}</span>,
    disabled: !enabled(key),
  });
  // icon buttons with a tooltip on a desk, named on a phone
  const labelled = screen === "sm";

  const buttons = buildActionButtons({
    routeName: routeName ?? "",
    query,
    isMobile: screen === "sm",
    inToutiao: /toutiao/i.test(navigator.userAgent),
  }).filter((button) => buttonVisible(button.visibility, screen));

  return (
    <Flex
      data-testid="action-bar"
      align="center"
      justify="space-between"
      style={{
        height: BAR_HEIGHT.action,
        padding: "0 12px",
        borderBottom: "1px solid #f0f0f0",
        background: "#fff",
      }}
    >
      <Flex align="center" gap={8}>
        {showActionBarBack(breakpoints) ? (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t("actions.back")}
            onClick={() => goBack(navigate, query)}
          />
        ) : null}
        {showActionBarLogo(routeName) ? (
          <Link to="/home">
            <Typography.Text strong>{t("app.name")}</Typography.Text>
          </Link>
        ) : null}
      </Flex>
      <Flex align="center" gap={8}>
        {buttons.map((button) =>
          button.children ? (
            <Dropdown
              key={button.key}
              trigger={["click"]}
              menu={{ items: menuItems(button.children), onClick: ({ key }) => run(key as ActionKey) }}
            >
              <Button
                size="small"
                type="text"
                icon={ACTION_BAR_ICONS[button.key]}
                data-testid={`action-${button.key}`}
              >
                {label(button.key)}
              </Button>
            </Dropdown>
          ) : (
            <Tooltip key={button.key} title={labelled ? undefined : label(button.key)}>
              <Button
                size="small"
                type="text"
                icon={ACTION_BAR_ICONS[button.key]}
                aria-label={label(button.key)}
                data-testid={`action-${button.key}`}
                disabled={!enabled(button.key)}
                onClick={() => run(button.key)}
              >
                {labelled ? label(button.key) : null}
              </Button>
            </Tooltip>
          ),
        )}
      </Flex>
    </Flex>
  );
}
