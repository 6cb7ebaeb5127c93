import { Grid } from "antd";
import { Suspense } from "react";
import { Outlet, useLoaderData, useLocation, useNavigation } from "react-router";
import { useUi } from "../../shared/state/ui-store.ts";
import { isWebView } from "../../shared/storage/session-store.ts";
import { useMediaQuery } from "../../shared/ui/use-media-query.ts";
import { PHONE_ON_ITS_SIDE, showActionBar, showCompactBar, showTopBar } from "../bars/visibility.ts";
import { debugRequested } from "../debug/tap-counter.ts";
import { GlobalDialogs } from "../dialogs/GlobalDialogs.tsx";
import {
  LazyActionBar,
  LazyAnnouncementBanner,
  LazyCompactBar,
  LazyDebugConsole,
  LazyTopBar,
} from "./lazy-parts.ts";
import { useRouteMeta } from "./use-route-meta.ts";

/** What the root route's guard loader answers (app/router/create-router.tsx). */
export interface RootData {
  blocked: boolean;
}

export function RootLayout() {
  const data = useLoaderData() as RootData | undefined;
  const meta = useRouteMeta();
  const breakpoints = Grid.useBreakpoint();
  const phoneOnItsSide = useMediaQuery(PHONE_ON_ITS_SIDE);
  const navigation = useNavigation();
  const { search } = useLocation();
  const debugWanted = useUi((s) => s.debugConsole) || debugRequested(search);
  const inWebView = isWebView();
  const topBar = showTopBar({ meta, breakpoints, isWebView: inWebView });
  const compactBar = showCompactBar({ meta, breakpoints, isWebView: inWebView });

  return (
    <div data-navigating={navigation.state !== "idle" ? "true" : undefined}>
      <Suspense fallback={null}>
        {topBar ? <LazyTopBar /> : null}
        {compactBar ? <LazyCompactBar /> : null}
        {topBar || compactBar ? <LazyAnnouncementBanner /> : null}
        {showActionBar(meta.name, breakpoints, phoneOnItsSide) ? (
          <LazyActionBar routeName={meta.name} />
        ) : null}
      </Suspense>
      <main>{data?.blocked ? <div data-testid="blocked-page" /> : <Outlet />}</main>
      <GlobalDialogs />
      <Suspense fallback={null}>{debugWanted ? <LazyDebugConsole search={search} /> : null}</Suspense>
    </div>
  );
}
