// A cold start straight into a measurement page (the installed app opened on a phone, offline)
// starts loading that page while the shell's modules are still being evaluated, instead of after
// i18n's start and the router's first match: the same import() as the route's lazy loader
// (routes.tsx), so the page loads once and the router finds it loaded. Imported first by main.tsx
// (a module's body runs in import order), so it starts as soon as the entry's scripts are fetched.
// Other pages are left to the router: they are not started offline, cold, on a phone.

const EARLY: Record<string, () => Promise<unknown>> = {
  "/measure-management": () => import("../../features/measurement/MeasureListPage.tsx"),
  "/measure-management-detail": () => import("../../features/measurement/MeasureDetailPage.tsx"),
};

/** Starts loading the page of `path` when it is one of the above; a failure is the router's to show. */
export function startEarly(path: string): void {
  void EARLY[path]?.().catch(() => undefined);
}

startEarly(location.pathname);
