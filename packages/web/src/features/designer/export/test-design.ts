// The two-panel casement the export tests print (core's test editor).
export { twoPanelCasement } from "@fenestra/core/editor/test-editor";
