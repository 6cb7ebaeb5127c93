// What other features use of workshop: they import it from here, never from its files.
export { useWorkshopT } from "./i18n.ts";
