import { SoftwarePage } from "./InfoPages.tsx";

export const Component = SoftwarePage;
