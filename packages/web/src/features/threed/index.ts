// What other features use of the 3D view: they import it from here, never from its files.
export { ThreeDialog } from "./ThreeDialog.tsx";
