import { AboutUsPage } from "./InfoPages.tsx";

export const Component = AboutUsPage;
