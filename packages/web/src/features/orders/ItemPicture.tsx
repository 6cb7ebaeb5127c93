import { useQuery } from "@tanstack/react-query";
import { Image } from "antd";
import { useEffect, useMemo } from "react";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { ordersApi } from "./orders-api.ts";

/**
 * A window's simple picture (saved on drawRender), read through its order and shown small; a
 * click shows it large. Read again each time the row is shown (a picture changes the window's
 * file, not its version).
 */
export function ItemPicture({ orderId, itemId }: { orderId: number; itemId: number }) {
  const t = useOrdersT();
  const picture = useQuery({
    queryKey: ["item-picture", orderId, itemId],
    queryFn: () => ordersApi.picture(orderId, itemId),
    staleTime: 0,
    gcTime: 0,
  });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return null;
  return (
    <span data-testid={`window-picture-${itemId}`}>
      <Image
        src={url}
        width={64}
        alt={t("item.picture")}
        style={{ border: "1px solid #f0f0f0", background: "#fff" }}
      />
    </span>
  );
}
