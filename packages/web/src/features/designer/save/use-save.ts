import { parseDesign } from "@fenestra/core/design/migrate";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { nextWindowNo } from "@fenestra/core/workflows/window-no";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { showError } from "../../../shared/api/show-error.ts";
import { useStaleSave } from "../../../shared/saving/use-stale-save.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { designerText } from "../i18n.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { orderItemFromDesign } from "./order-item.ts";
import { ordersApi } from "./orders-api.ts";

/** The window the drawing is saved as: its order and item (the ids the address carries). */
export type SavedWindow = { orderId: string; itemId: string };

/**
 * The drawing page's save (SPEC §2):
 * - ?order_id&item_id: the item is loaded into the editor and saving updates that same item;
 * - ?order_id alone (from a contract's "Add a window order" or an order's "Draw a window"): the
 *   first save adds the window to that order, then item_id goes into the query so later saves
 *   update it;
 * - neither: the first save creates an intention order with the window, and puts both ids in
 *   the query.
 * The server prices the item; the toast says the price. A save answers the window saved (nothing
 * when there was nothing to save).
 */
export function useOrderItemSave(store: DesignerStore, origin: "design" | "template") {
  const [query, setQuery] = useSearchParams();
  const orderId = query.get("order_id");
  const itemId = query.get("item_id");
  const [loading, setLoading] = useState(Boolean(orderId && itemId));
  /** Ids this page created by saving: the editor already holds that item, so it is not reloaded. */
  const created = useRef<string | null>(null);
  const saving = useRef(false);
  /** The version of the item the editor holds (docs/api.md "Versions"): a save is made against it. */
  const version = useRef(0);
  const stale = useStaleSave();

  /** Loads the item into the editor (`live` false: the page moved on, the answer is dropped). */
  const load = useCallback(
    async (order: string, item: string, live: () => boolean) => {
      setLoading(true);
      try {
        const read = await ordersApi.getItem(order, item);
        if (!live()) return;
        const parsed = parseDesign(read.design);
        if (!parsed.ok) {
          toast.error(designerText("messages.invalidDesign"));
          return;
        }
        version.current = read.version;
        store.orderFields = {
          windowNo: read.windowNo,
          count: read.count,
          installPosition: read.installPosition,
          note: read.note,
        };
        store.replace(parsed.design, "saved");
        store.center();
      } catch (e) {
        if (live()) showError(e, designerText("messages.loadFailed"));
      } finally {
        if (live()) setLoading(false);
      }
    },
    [store],
  );

  useEffect(() => {
    if (!orderId || !itemId || created.current === `${orderId}/${itemId}`) return;
    let live = true;
    void load(orderId, itemId, () => live);
    return () => {
      live = false;
    };
    // the item is loaded once per ids; later saves keep the editor's own state
  }, [orderId, itemId, load]);

  // A new window in an existing order takes the next free window number (C2 after C1).
  useEffect(() => {
    if (!orderId || itemId) return;
    let live = true;
    ordersApi
      .order(orderId)
      .then((order) => {
        if (live) store.setOrderFields({ windowNo: nextWindowNo(order.items.map((i) => i.windowNo)) }, true);
      })
      .catch((e: unknown) => live && showError(e, designerText("messages.loadFailed")));
    return () => {
      live = false;
    };
  }, [orderId, itemId, store]);

  const save = useCallback(
    async (overwrite = false): Promise<SavedWindow | undefined> => {
      if (store.design.frames.length === 0) {
        toast.warning(designerText("messages.nothingToSave"));
        return;
      }
      if (saving.current) return;
      saving.current = true;
      const written = { design: store.design, orderFields: store.orderFields };
      const payload = orderItemFromDesign(written.design, store.editor.layout, written.orderFields, origin);
      try {
        let item: Awaited<ReturnType<typeof ordersApi.addItem>>;
        let saved: SavedWindow;
        if (orderId && itemId) {
          const check = overwrite ? { overwrite: true as const } : { version: version.current };
          item = await ordersApi.updateItem(orderId, itemId, { ...payload, ...check });
          saved = { orderId, itemId };
        } else {
          const target = orderId ?? String((await ordersApi.createIntentOrder()).id);
          item = await ordersApi.addItem(target, payload);
          created.current = `${target}/${item.id}`;
          saved = { orderId: target, itemId: String(item.id) };
          const next = new URLSearchParams(query);
          next.set("order_id", target);
          next.set("item_id", String(item.id));
          setQuery(next, { replace: true });
        }
        version.current = item.version;
        store.markSaved(written);
        toast.success(designerText("messages.savedPrice", { price: formatYuan(item.price) }));
        return saved;
      } catch (e) {
        const offered =
          orderId &&
          itemId &&
          stale.offer(e, {
            reload: () => load(orderId, itemId, () => true),
            overwrite: () => save(true).catch(() => undefined),
          });
        if (!offered) showError(e, designerText("messages.saveFailed"));
        throw e;
      } finally {
        saving.current = false;
      }
    },
    [store, orderId, itemId, origin, query, setQuery, stale.offer, load],
  );

  /** `conflict`: the dialog a stale save opens (rendered by the page). */
  return { save: useCallback(() => save(), [save]), loading, conflict: stale.dialog };
}
