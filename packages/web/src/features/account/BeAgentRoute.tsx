import { BeAgentPage } from "./BusinessPages.tsx";

export const Component = BeAgentPage;
