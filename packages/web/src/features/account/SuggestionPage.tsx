import { SuggestionPage } from "./FeedbackPage.tsx";

/** personal-center.suggestion: the feedback form, recorded with its source "suggestion". */
export const Component = SuggestionPage;
