import { MenuOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { renewAvatarLink } from "../../shared/session/session-refresh.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { loadChunk } from "../sw/chunk-errors.ts";
import { BrandMark } from "../theme/BrandMark.tsx";
import { MessagesBadge } from "./MessagesBadge.tsx";

const LazyCompactDrawer = lazy(() =>
  loadChunk(() => import("./CompactDrawer.tsx")).then((m) => ({ default: m.CompactDrawer })),
);

export const COMPACT_BAR_HEIGHT = 48;

/**
 * The bar of extra-small screens (the normal bar hides there, SPEC §2): the logo, and a menu
 * button opening a drawer with every main area, the account, settings and sign out.
 */
export function CompactBar() {
  const { t } = useTranslation();
  const [open, setOpenNow] = useState(false);
  // The drawer (and its menu) loads on the first opening, then stays mounted to animate its closing.
  const [everOpened, setEverOpened] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenNow(next);
    if (next) setEverOpened(true);
  };
  const session = useSession();
  const user = session?.userinfo;
  if (!user) return null;
  return (
    <header
      data-testid="compact-bar"
      style={{
        position: "sticky",
        top: 0,
        zIndex: 100,
        height: COMPACT_BAR_HEIGHT,
        display: "flex",
        alignItems: "center",
        gap: 4,
        padding: "0 8px",
        background: "#fff",
        borderBottom: "1px solid #f0f0f0",
      }}
    >
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t("bar.menu")}
        data-testid="compact-menu-button"
        onClick={() => setOpen(true)}
      />
      <Link to="/home" data-testid="logo" style={{ flex: 1, minWidth: 0 }}>
        <BrandMark size={24} nameSize={17} />
      </Link>
      <span style={{ padding: "0 8px" }}>
        <MessagesBadge />
      </span>
      <Avatar
        size="small"
        src={user.header_img_url ?? undefined}
        onError={renewAvatarLink}
        icon={<UserOutlined />}
        onClick={() => setOpen(true)}
        style={{ cursor: "pointer" }}
      />
      {everOpened && (
        <Suspense fallback={null}>
          <LazyCompactDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
