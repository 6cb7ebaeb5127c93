// What other features use of warehouse: they import it from here, never from its files.
export { PositionSelect, usePositions } from "./PositionSelect.tsx";
export { WarningsCard } from "./WarningsCard.tsx";
