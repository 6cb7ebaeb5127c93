// What other features use of partner-apps: they import it from here, never from its files.

export { PartnerAppsTab } from "./PartnerAppsTab.tsx";
