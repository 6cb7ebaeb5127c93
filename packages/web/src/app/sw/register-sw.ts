import { ui } from "../../shared/state/ui-store.ts";
import { watchForUpdates } from "./update-flow.ts";

/** Registers /sw.js in production builds and follows the update flow. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  container.register("/sw.js").then(
    (registration: ServiceWorkerRegistration | undefined) =>
      // A browser that blocks workers by policy may answer no registration at all.
      registration &&
      watchForUpdates(registration, container, {
        showNotice: () => ui.showRefreshNotice("update"),
        reload: () => window.location.reload(),
        setInterval: (fn, ms) => window.setInterval(fn, ms),
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      }),
    () => {
      // No service worker (private mode, http): the app works without one.
    },
  );
}
