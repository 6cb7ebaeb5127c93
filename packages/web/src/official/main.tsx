import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createOfficialI18n, firstLanguage } from "./i18n.ts";
import { OfficialPage } from "./OfficialPage.tsx";
import "./official.css";

// /official, the public landing page (SPEC §2, issue 34): its own small entry (official.html), so
// a phone loads React, i18next and this page only — not the app shell, Ant Design or the router.
const i18n = await createOfficialI18n(firstLanguage());
const container = document.getElementById("root");
if (!container) throw new Error("official.html has no #root");
createRoot(container).render(
  <StrictMode>
    <OfficialPage i18n={i18n} />
  </StrictMode>,
);
