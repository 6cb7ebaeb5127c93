import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Dropdown, Flex, Grid, Typography } from "antd";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { type ActionKey, buildActionButtons, saveEnabled } from "./action-buttons.ts";
import { actionRegistry } from "./action-registry.ts";
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
  const breakpoints = Grid.useBreakpoint();
  const screen = screenClass(breakpoints);
  const user = useSession()?.userinfo;
  useSyncExternalStore(actionRegistry.subscribe, () => actionRegistry.get("save"));

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
    close: () => navigate(-1),
    tutorial: () => navigate("/userGuide"),
  };
  const run = (key: ActionKey) => {
    if (key === "save" && !saveEnabled(query)) return;
    (actionRegistry.get(key) ?? builtIn[key])?.();
  };
  // SPEC §2: with order_id in the query the bar's save does nothing (the page's own save writes
  // into that order), so it shows as unavailable rather than as a button that ignores the press.
  const enabled = (key: ActionKey) =>
    Boolean(actionRegistry.get(key) ?? builtIn[key]) && (key !== "save" || saveEnabled(query));
  const label = (key: ActionKey) => translateKey(`action.${key.replace(".", "_")}`);

  const buttons = buildActionButtons({
    routeName: routeName ?? "",
    query,
    versionType: user?.version_type,
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
            onClick={() => navigate(-1)}
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
              menu={{
                items: button.children.map((key) => ({ key, label: label(key), disabled: !enabled(key) })),
                onClick: ({ key }) => run(key as ActionKey),
              }}
            >
              <Button size="small" data-testid={`action-${button.key}`}>
                {label(button.key)}
              </Button>
            </Dropdown>
          ) : (
            <Button
              key={button.key}
              size="small"
              data-testid={`action-${button.key}`}
              disabled={!enabled(button.key)}
              onClick={() => run(button.key)}
            >
              {label(button.key)}
            </Button>
          ),
        )}
      </Flex>
    </Flex>
  );
}
