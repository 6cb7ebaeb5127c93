import { QrcodeOutlined, ReadOutlined } from "@ant-design/icons";
import { Flex, Grid, Popover, QRCode } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { guideLink } from "../../features/user-guide/guide-topics.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { ui } from "../../shared/state/ui-store.ts";
import { isWebView } from "../../shared/storage/session-store.ts";
import { createTapCounter } from "../debug/tap-counter.ts";
import { BrandMark } from "../theme/BrandMark.tsx";
import { ActivityBar, activityBarWanted } from "./ActivityBar.tsx";
import { AvatarMenu } from "./AvatarMenu.tsx";
import { barConfig } from "./bar-config.ts";
import { MainNav } from "./MainNav.tsx";
import { MessagesBadge } from "./MessagesBadge.tsx";
import { useActivity } from "./use-activity.ts";
import { BAR_HEIGHT, topBarHeight } from "./visibility.ts";

/** The normal top bar (SPEC §2): 52 high, 84 with the activity bar, 116 on small screens. */
export function TopBar() {
  const { t } = useTranslation();
  const breakpoints = Grid.useBreakpoint();
  const activity = useActivity();
  const [closed, setClosed] = useState(false);
  const tap = useRef(createTapCounter());
  const showActivity = !closed && activity !== null && activityBarWanted(activity);
  const height = topBarHeight(showActivity, breakpoints);
  const inAppShell = isWebView();
  const { pathname } = useLocation();
  // the user guide is public: a visitor signed out sees the bar with a way to sign in
  const signedIn = useSession() !== null;

  return (
    <header data-testid="top-bar" style={{ height, borderBottom: "1px solid #f0f0f0", background: "#fff" }}>
      {showActivity && activity ? <ActivityBar activity={activity} onClose={() => setClosed(true)} /> : null}
      <Flex align="center" justify="space-between" style={{ height: BAR_HEIGHT.normal, padding: "0 16px" }}>
        <Link
          to="/home"
          data-testid="logo"
          onClick={() => {
            if (tap.current(Date.now())) ui.toggleDebugConsole();
          }}
        >
          <BrandMark />
        </Link>
        <MainNav />
        <Flex align="center" gap={20}>
          <Popover
            content={<QRCode value={barConfig.miniProgramUrl} size={140} bordered={false} />}
            title={t("bar.miniProgram")}
          >
            <span data-testid="mini-program" style={{ cursor: "pointer" }}>
              <QrcodeOutlined /> {t("bar.miniProgram")}
            </span>
          </Popover>
          <Link to={guideLink(pathname)} data-testid="tutorial-link" style={{ color: "inherit" }}>
            <ReadOutlined /> {t("bar.tutorial")}
          </Link>
          {signedIn ? (
            <>
              <MessagesBadge />
              <AvatarMenu inAppShell={inAppShell} />
            </>
          ) : (
            <Link to="/login" data-testid="top-bar-sign-in">
              {t("bar.signIn")}
            </Link>
          )}
        </Flex>
      </Flex>
    </header>
  );
}
