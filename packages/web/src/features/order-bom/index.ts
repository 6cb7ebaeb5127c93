// What other features use of order-bom: they import it from here, never from its files.
export { SafetyAlert } from "./SafetyAlert.tsx";
export { BomTabs } from "./tables/BomTabs.tsx";
export { BomTotals } from "./tables/BomTotals.tsx";
