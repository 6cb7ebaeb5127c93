import { message } from "antd";

// Toasts of SPEC §8: at the top, hidden after 3 s.
export const TOAST_SECONDS = 3;

message.config({ top: 16, duration: TOAST_SECONDS, maxCount: 3 });

export const toast = {
  success: (text: string) => message.success(text),
  error: (text: string) => message.error(text),
  warning: (text: string) => message.warning(text),
  info: (text: string) => message.info(text),
};
