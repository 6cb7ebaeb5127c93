// What other features use of finance: they import it from here, never from its files.
export { AccountSelect } from "./AccountSelect.tsx";
