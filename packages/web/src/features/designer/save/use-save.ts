import { parseDesign } from "@fenestra/core/design/migrate";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "../../../shared/ui/toast.ts";
import { designerText } from "../i18n.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { orderItemFromDesign } from "./order-item.ts";
import { ordersApi } from "./orders-api.ts";

/**
 * Loads the order item named by ?order_id&item_id into the editor, and saves the drawing to it
 * (the first save creates an intention order and an item, then puts their ids in the query).
 */
export function useOrderItemSave(store: DesignerStore, origin: "design" | "template") {
  const [query, setQuery] = useSearchParams();
  const orderId = query.get("order_id");
  const itemId = query.get("item_id");
  const [loading, setLoading] = useState(Boolean(orderId && itemId));
  /** Ids this page created by saving: the editor already holds that item, so it is not reloaded. */
  const created = useRef<string | null>(null);

  useEffect(() => {
    if (!orderId || !itemId || created.current === `${orderId}/${itemId}`) return;
    let live = true;
    setLoading(true);
    ordersApi
      .getItem(orderId, itemId)
      .then((item) => {
        if (!live) return;
        const parsed = parseDesign(item.design);
        if (!parsed.ok) {
          toast.error(designerText("messages.invalidDesign"));
          return;
        }
        store.orderFields = {
          windowNo: item.windowNo,
          count: item.count,
          installPosition: item.installPosition,
          note: item.note,
        };
        store.replace(parsed.design, true);
        store.center();
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // the item is loaded once per ids; later saves keep the editor's own state
  }, [orderId, itemId, store]);

  const save = useCallback(async () => {
    if (store.design.frames.length === 0) {
      toast.warning(designerText("messages.nothingToSave"));
      return;
    }
    const payload = orderItemFromDesign(store.design, store.editor.layout, store.orderFields, origin);
    const version = store.version;
    if (orderId && itemId) {
      await ordersApi.updateItem(orderId, itemId, payload);
    } else {
      const order = await ordersApi.createIntentOrder();
      const item = await ordersApi.addItem(String(order.id), payload);
      created.current = `${order.id}/${item.id}`;
      const next = new URLSearchParams(query);
      next.set("order_id", String(order.id));
      next.set("item_id", String(item.id));
      setQuery(next, { replace: true });
    }
    if (store.version === version) store.markSaved();
    toast.success(designerText("messages.saved"));
  }, [store, orderId, itemId, origin, query, setQuery]);

  return { save, loading };
}
