/**
 * Where the designer opens for an order (the designer's URL form): a new window of order X is
 * /draw?order_id=X, window Z of it /draw?order_id=X&item_id=Z; from a contract, &contract_id=Y
 * too, so the designer's close returns to the contract. `route` drawRender opens the window to
 * make its simple picture.
 */
export function designerLink(target: {
  orderId: number;
  itemId?: number;
  contractId?: number | null;
  route?: "draw" | "drawRender";
}) {
  const query = new URLSearchParams({ order_id: String(target.orderId) });
  if (target.itemId !== undefined) query.set("item_id", String(target.itemId));
  if (target.contractId) query.set("contract_id", String(target.contractId));
  return `/${target.route ?? "draw"}?${query.toString()}`;
}
