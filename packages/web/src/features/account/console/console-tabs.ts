/**
 * The operator console's tabs of account and feedback (feedback, deletions, business), each loaded
 * when first opened (the shape of the console's ConsoleTab).
 */
export const ACCOUNT_CONSOLE_TABS = [
  {
    key: "account-feedback",
    labelKey: "account:console.feedbackTab",
    load: () => import("./FeedbackTab.tsx"),
  },
  {
    key: "account-deletions",
    labelKey: "account:console.deletionsTab",
    load: () => import("./DeletionsTab.tsx"),
  },
  {
    key: "account-business",
    labelKey: "account:console.businessTab",
    load: () => import("./BusinessTab.tsx"),
  },
];
