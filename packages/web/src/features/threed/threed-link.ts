/** The /threed address of a saved window (an order's item, named as the drawing page names it). */
export function threedLink(orderId: number | string, itemId: number | string): string {
  return `/threed?${new URLSearchParams({ order_id: String(orderId), item_id: String(itemId) })}`;
}
