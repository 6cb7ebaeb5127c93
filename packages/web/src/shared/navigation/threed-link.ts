/**
 * The /threed address of a saved window: an order's item, named as the drawing page names it
 * (order_id, item_id). Here, not in the 3D feature, so a page linking to it (an order's window
 * rows) does not load the 3D view's code.
 */
export function threedLink(orderId: number | string, itemId: number | string): string {
  return `/threed?${new URLSearchParams({ order_id: String(orderId), item_id: String(itemId) })}`;
}

/** The effect rendering editor of a saved window (/renderV2, named as /threed names it). */
export function renderEditorLink(orderId: number | string, itemId: number | string): string {
  return `/renderV2?${new URLSearchParams({ order_id: String(orderId), item_id: String(itemId) })}`;
}

/** What the drawing page hands the rendering editor (/renderV2) in the navigation's state: the design as drawn. */
export type RenderEditorState = { design: unknown };
