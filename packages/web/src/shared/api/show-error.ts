import { toast } from "../ui/toast.ts";
import { isApiError } from "./api-error.ts";

/**
 * Shows a failed call's message. -998, 10086, no_permission and 400 already told the user
 * (the client did), so they are not shown twice.
 */
export function showError(error: unknown, fallback: string): void {
  if (isApiError(error)) {
    if (
      error.status === 400 ||
      error.code === -998 ||
      error.code === 10086 ||
      error.key === "access.no_permission"
    ) {
      return;
    }
    toast.error(error.message || fallback);
    return;
  }
  toast.error(fallback);
}
