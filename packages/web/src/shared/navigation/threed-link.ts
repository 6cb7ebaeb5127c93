/**
 * The /threed address of a saved window: an order's item, named as the drawing page names it
 * (order_id, item_id). Here, not in the 3D feature, so a page linking to it (an order's window
 * rows) does not load the 3D view's code.
 */
export function threedLink(orderId: number | string, itemId: number | string): string {
  return `/threed?${new URLSearchParams({ order_id: String(orderId), item_id: String(itemId) })}`;
}
