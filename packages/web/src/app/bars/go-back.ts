import type { NavigateFunction } from "react-router";

/**
 * Back to the page that led here (to a drawing, to the upgrade page); a page opened straight from
 * an address (no page of the app before it in this tab) goes to its contract, or home, rather than
 * out of the app.
 */
export function goBack(navigate: NavigateFunction, query: URLSearchParams): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) return void navigate(-1);
  const contractId = query.get("contract_id");
  const orderId = query.get("order_id");
  navigate(
    contractId ? `/orders/group-detail/${contractId}` : orderId ? `/orders/detail/${orderId}` : "/home",
  );
}
