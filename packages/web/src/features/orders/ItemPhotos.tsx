import { type OrderItemPhotoDto, routes } from "@fenestra/api";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Image } from "antd";
import { useEffect, useMemo } from "react";
import { api } from "../../shared/api/client.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";

// The photos attached to an order's windows (a converted visit's: each opening's photos with their
// marks drawn in, issue 31), read through the window's order; a click shows one large.

/** The photos of the windows of these orders, by window id (orders with none: no entry). */
export function useItemPhotos(orderIds: readonly number[]): Map<number, OrderItemPhotoDto[]> {
  const results = useQueries({
    queries: [...new Set(orderIds)].map((id) => routeQuery(routes.orders.photos, { params: { id } })),
  });
  const byItem = new Map<number, OrderItemPhotoDto[]>();
  for (const r of results)
    for (const p of r.data ?? []) byItem.set(p.itemId, [...(byItem.get(p.itemId) ?? []), p]);
  return byItem;
}

function ItemPhoto({ orderId, photo, n }: { orderId: number; photo: OrderItemPhotoDto; n: number }) {
  const t = useOrdersT();
  const picture = useQuery({
    queryKey: ["item-photo", orderId, photo.itemId, photo.id],
    queryFn: async () =>
      (
        await api.download(routes.orders.photo, {
          params: { id: orderId, itemId: photo.itemId, photoId: photo.id },
        })
      ).blob,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return null;
  return (
    <Image
      src={url}
      width={64}
      height={48}
      alt={t("item.photo", { n })}
      style={{ objectFit: "cover", border: "1px solid #f0f0f0" }}
      data-testid={`window-photo-${photo.itemId}`}
    />
  );
}

/** A window's photos, small; each opens large. */
export function ItemPhotos({ orderId, photos }: { orderId: number; photos: readonly OrderItemPhotoDto[] }) {
  return (
    <Image.PreviewGroup>
      <span style={{ display: "inline-flex", gap: 4, flexWrap: "wrap" }}>
        {photos.map((p, i) => (
          <ItemPhoto key={p.id} orderId={orderId} photo={p} n={i + 1} />
        ))}
      </span>
    </Image.PreviewGroup>
  );
}
