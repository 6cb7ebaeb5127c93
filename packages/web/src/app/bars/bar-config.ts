// Deployment settings of the bars, read at build time (Vite env).
export const barConfig = {
  /** Public activity service (SPEC §7 "GET activity"); no URL means no activity bar. */
  activityUrl: import.meta.env.VITE_ACTIVITY_URL as string | undefined,
  /** What the mini-program QR code opens. */
  miniProgramUrl:
    (import.meta.env.VITE_MINI_PROGRAM_URL as string | undefined) ?? "https://fenestra.app/mini-program",
};
