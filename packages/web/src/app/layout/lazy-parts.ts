import { lazy } from "react";
import { loadChunk } from "../sw/chunk-errors.ts";

// Parts of the shell that many pages never show (the sign-in pages have no bars, dialogs are
// rare) load on first use, which keeps /login's JavaScript small.
export const LazyTopBar = lazy(() =>
  loadChunk(() => import("../bars/TopBar.tsx")).then((m) => ({ default: m.TopBar })),
);
export const LazyCompactBar = lazy(() =>
  loadChunk(() => import("../bars/CompactBar.tsx")).then((m) => ({ default: m.CompactBar })),
);
export const LazyActionBar = lazy(() =>
  loadChunk(() => import("../bars/ActionBar.tsx")).then((m) => ({ default: m.ActionBar })),
);
export const LazyDebugConsole = lazy(() =>
  loadChunk(() => import("../debug/DebugConsole.tsx")).then((m) => ({ default: m.DebugConsole })),
);
export const LazyBuyDialog = lazy(() =>
  loadChunk(() => import("../dialogs/BuyDialog.tsx")).then((m) => ({ default: m.BuyDialog })),
);
export const LazyLackAuthorityDialog = lazy(() =>
  loadChunk(() => import("../dialogs/LackAuthorityDialog.tsx")).then((m) => ({
    default: m.LackAuthorityDialog,
  })),
);
export const LazyAnnouncementBanner = lazy(() =>
  loadChunk(() => import("../../features/articles/AnnouncementBanner.tsx")).then((m) => ({
    default: m.AnnouncementBanner,
  })),
);
