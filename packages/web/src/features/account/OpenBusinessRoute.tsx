import { OpenBusinessPage } from "./BusinessPages.tsx";

export const Component = OpenBusinessPage;
