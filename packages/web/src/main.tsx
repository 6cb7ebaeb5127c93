// first: starts loading a measurement page at once on a cold start into it (early-route.ts)
import "./app/router/early-route.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { captureConsole } from "./app/debug/console-buffer.ts";
import { AppProviders } from "./app/providers/AppProviders.tsx";
import { createAppRouter } from "./app/router/create-router.tsx";
import { listenForPreloadErrors } from "./app/sw/chunk-errors.ts";
import { registerServiceWorker } from "./app/sw/register-sw.ts";
import { applyPrintStyle } from "./app/theme/print-style.ts";
import { initI18n } from "./shared/i18n/i18n.ts";
import { followOtherTabs } from "./shared/session/cross-tab.ts";

captureConsole();
applyPrintStyle();
listenForPreloadErrors();
registerServiceWorker();

await initI18n();
const router = createAppRouter();
// Sign-in and sign-out in another tab apply here too (the session is shared by every tab).
followOtherTabs();
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
