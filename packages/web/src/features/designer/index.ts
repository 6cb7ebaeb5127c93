// What other features use of designer: they import it from here, never from its files.

export { twoPanelCasement } from "./export/test-design.ts";
export { TOOLBOX_ENTRIES } from "./toolbox/toolbox-items.ts";
