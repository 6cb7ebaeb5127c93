import { createBrowserRouter, type LoaderFunctionArgs, redirect } from "react-router";
import { localDate } from "../../shared/format/local-date.ts";
import { currentLanguage, loadAllNamespaces, loadNamespaces } from "../../shared/i18n/i18n.ts";
import { setNavigator } from "../../shared/navigation/navigator.ts";
import { completeSignIn } from "../../shared/session/sign-in.ts";
import { buyPromptOfMissing } from "../../shared/state/buy-prompt.ts";
import { ui } from "../../shared/state/ui-store.ts";
import { clearSessionKeepInvitation, rememberPartnerToken } from "../../shared/storage/session-store.ts";
import { runGuard } from "../guard/run-guard.ts";
import { RootError } from "../layout/RootError.tsx";
import { type RootData, RootLayout } from "../layout/RootLayout.tsx";
import { metaFor, readGuardUser, registerPageRoutes } from "./page-access.ts";
import type { RouteMeta } from "./route-meta.ts";
import { pageRoutes } from "./routes.tsx";
import { withChunkErrors } from "./with-chunk-errors.ts";

/** The last address the guard let through; a blocked navigation returns there. */
let lastAllowed: string | null = null;

/** The guard runs on every navigation (the root loader always revalidates). */
async function guardLoader({ request }: LoaderFunctionArgs): Promise<RootData | Response> {
  const url = new URL(request.url);
  const outcome = await runGuard(
    url,
    {
      metaFor,
      readUser: readGuardUser,
      today: () => localDate(new Date()),
      // Only a partner's sign-on (rare) needs the auth contract and its schemas: loaded then.
      singleSignOn: async (token) => {
        const { singleSignOn, ssoEndpoint } = await import("../guard/single-sign-on.ts");
        return singleSignOn(token, { endpoint: ssoEndpoint(), fetch, language: currentLanguage() });
      },
      storeSession: completeSignIn,
      rememberPartnerToken,
      clearSession: clearSessionKeepInvitation,
      showDialog: (dialog, missing) =>
        dialog === "buy"
          ? ui.showBuyDialog(...buyPromptOfMissing(missing ?? { kind: "expired" }))
          : ui.showLackAuthority(),
    },
    lastAllowed,
  );
  if (outcome.type === "redirect") return redirect(outcome.to);
  if (!outcome.blocked) lastAllowed = url.pathname + url.search;
  return { blocked: outcome.blocked };
}

/** Nothing to show while the first guard pass runs (it is quick). */
function EmptyFallback() {
  return null;
}

export function createAppRouter() {
  registerPageRoutes(pageRoutes);
  const router = createBrowserRouter([
    {
      id: "root",
      Component: RootLayout,
      ErrorBoundary: RootError,
      HydrateFallback: EmptyFallback,
      loader: guardLoader,
      shouldRevalidate: () => true,
      // Sign-in pages need only the startup translations; a page naming its namespaces waits for
      // those; any other page for all of them.
      children: withChunkErrors(pageRoutes, (route) => {
        const meta = route.handle as RouteMeta | undefined;
        if (meta?.group === "auth") return undefined;
        return meta?.namespaces ? loadNamespaces(meta.namespaces) : loadAllNamespaces();
      }),
    },
  ]);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
