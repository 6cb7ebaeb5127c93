import { TrackBusinessPage } from "./BusinessPages.tsx";

export const Component = TrackBusinessPage;
