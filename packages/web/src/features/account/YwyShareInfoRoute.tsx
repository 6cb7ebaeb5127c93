import { SalespersonSharePage } from "./InfoPages.tsx";

export const Component = SalespersonSharePage;
