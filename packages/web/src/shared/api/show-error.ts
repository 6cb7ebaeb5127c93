import { translateKey } from "../i18n/i18n.ts";
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
    const message = error.message || fallback;
    // A fault of the server's: the id its log holds it under, to quote to support.
    toast.error(
      error.requestId ? `${message} (${translateKey("errors.reference", { id: error.requestId })})` : message,
    );
    return;
  }
  toast.error(fallback);
}

/**
 * THE way a page shows a refused call when it has no failure text of its own: the server's
 * message (or "operation failed" when there is none). Every action's and every load's failure
 * in packages/web/src/features reaches the screen through showError (features/refusals.test.ts).
 */
export function showRefusal(error: unknown): void {
  showError(error, translateKey("errors.operation_failed"));
}
