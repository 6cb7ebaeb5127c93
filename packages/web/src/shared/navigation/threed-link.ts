/** The query naming a saved window: an order's item, as the drawing page names it (order_id, item_id). */
const windowQuery = (orderId: number | string, itemId: number | string) =>
  new URLSearchParams({ order_id: String(orderId), item_id: String(itemId) });

/**
 * The /threed address of a saved window. Here, not in the 3D feature, so a page linking to it
 * (an order's window rows) does not load the 3D view's code.
 */
export function threedLink(orderId: number | string, itemId: number | string): string {
  return `/threed?${windowQuery(orderId, itemId)}`;
}

/** The /renderV2 address of a saved window (the effect rendering: the window placed into a photo). */
export function renderV2Link(orderId: number | string, itemId: number | string): string {
  return `/renderV2?${windowQuery(orderId, itemId)}`;
}

/** The effect rendering editor of a saved window (/renderV2, named as /threed names it). */
export function renderEditorLink(orderId: number | string, itemId: number | string): string {
  return `/renderV2?${new URLSearchParams({ order_id: String(orderId), item_id: String(itemId) })}`;
}

/** What the drawing page hands the rendering editor (/renderV2) in the navigation's state: the design as drawn. */
export type RenderEditorState = { design: unknown };
