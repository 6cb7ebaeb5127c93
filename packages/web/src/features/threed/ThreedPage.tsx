// /threed?order_id=X&item_id=Z: the 3D view of a saved window (an order's item, as the drawing
// page names it), full page, with its plans (the drawing page's SVG: core's render model through
// core's writer) and the order's facts. three.js comes with the view's own chunk (ThreeView).
import { ArrowLeftOutlined } from "@ant-design/icons";
import { type DataOf, routes } from "@fenestra/api";
import { layoutWithPlaces, renderModel, svgOfModel } from "@fenestra/core";
import { parseDesign } from "@fenestra/core/design/migrate";
import type { Design } from "@fenestra/core/design/model";
import { buildScene } from "@fenestra/core/scene/scene";
import { useQuery } from "@tanstack/react-query";
import { Button, Descriptions, Empty, Flex, Result, Spin, Typography } from "antd";
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { loadSeriesGeometries } from "../product-manage/index.ts";
import { useThreedT } from "./i18n.ts";

// fetched as the page opens, alongside the order and its series (not after them)
const loadThreeView = () => import("./ThreeView.tsx");
const ThreeView = lazy(loadThreeView);

function ThreedPage() {
  const t = useThreedT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  useEffect(() => void loadThreeView(), []);
  const orderId = Number(query.get("order_id"));
  const itemId = Number(query.get("item_id"));
  const valid = Number.isSafeInteger(orderId) && orderId > 0 && Number.isSafeInteger(itemId) && itemId > 0;
  const order = useQuery({
    ...routeQuery(routes.orders.detail, { params: { id: orderId } }),
    enabled: valid,
  });
  const item = order.data?.items.find((i) => i.id === itemId);
  const design = useMemo(() => {
    if (!item) return null;
    const parsed = parseDesign(item.design);
    return parsed.ok ? parsed.design : null;
  }, [item]);
  const geometry = useQuery({
    queryKey: ["threed-geometry", orderId, itemId, design?.frames.map((f) => f.seriesId).join(",")],
    queryFn: () => loadSeriesGeometries(design?.frames.map((f) => f.seriesId) ?? []),
    enabled: design !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const built = useMemo(() => {
    if (!design || !geometry.data || design.frames.length === 0) return null;
    const layout = layoutWithPlaces(design, geometry.data);
    return { design, layout, scene: buildScene(design, layout, geometry.data) };
  }, [design, geometry.data]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate("/orders"));
  let body: ReactNode;
  if (!valid) body = <Result status="warning" title={t("page.noWindow")} />;
  else if (order.isError || geometry.isError) body = <Result status="warning" title={t("page.loadFailed")} />;
  else if (order.isPending || (design && geometry.isPending)) body = <Spin style={{ margin: 48 }} />;
  else if (!item) body = <Result status="warning" title={t("page.noWindow")} />;
  else if (!built) body = <Empty description={t("empty")} />;
  else {
    const o = order.data;
    body = (
      <Suspense fallback={<Spin style={{ margin: 48 }} />}>
        <ThreeView
          scene={built.scene}
          fileName={`${o?.orderNo ?? orderId}-${item.windowNo || itemId}`}
          plans={<PlansDrawing design={built.design} layout={built.layout} />}
          detail={o ? <OrderDetail order={o} item={item} design={built.design} /> : null}
        />
      </Suspense>
    );
  }
  return (
    <Flex
      vertical
      gap={8}
      style={{ height: "100dvh", padding: 8, boxSizing: "border-box" }}
      data-testid="threed-page"
    >
      <Flex gap={8} align="center">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={back}
          aria-label={t("page.back")}
          data-testid="threed-back"
        />
        <Typography.Title level={5} style={{ margin: 0 }} ellipsis>
          {item ? t("page.titleOf", { window: item.windowNo || String(item.id) }) : t("title")}
        </Typography.Title>
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>{body}</div>
    </Flex>
  );
}

/** The drawing page's drawing of the window, with its dimensions (drawn when first shown, not before the 3D view). */
function PlansDrawing({ design, layout }: { design: Design; layout: ReturnType<typeof layoutWithPlaces> }) {
  const t = useThreedT();
  const settings = useSession()?.userSettings;
  const language = currentLanguage();
  const svg = useMemo(() => {
    const unit = { length: settings?.lenUnit ?? "mm", digits: settings?.digits ?? 0 };
    return svgOfModel(renderModel(design, layout, layout.regions, { dimensions: true, unit, language }));
  }, [design, layout, settings?.lenUnit, settings?.digits, language]);
  return (
    <img
      alt={t("plans")}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      style={{ display: "block", width: "100%", height: "100%", objectFit: "contain" }}
    />
  );
}

type OrderOf = DataOf<typeof routes.orders.detail>;

/** The order item's facts as the order has them: window, size, series, colour, glass, count. */
function OrderDetail({
  order,
  item,
  design,
}: {
  order: OrderOf;
  item: OrderOf["items"][number];
  design: Design;
}) {
  const t = useThreedT();
  const frames = design.frames.length;
  const items = [
    { key: "orderNo", label: t("detail.orderNo"), children: order.orderNo },
    { key: "customer", label: t("detail.customer"), children: order.customer || "—" },
    { key: "window", label: t("detail.window"), children: item.windowNo || "—" },
    { key: "size", label: t("detail.size"), children: `${item.width} × ${item.height}` },
    {
      key: "series",
      label: t("detail.series"),
      children: item.seriesMissing ? t("detail.seriesMissing") : item.seriesName || "—",
    },
    { key: "color", label: t("detail.color"), children: item.color || "—" },
    { key: "glass", label: t("detail.glass"), children: item.glass || "—" },
    { key: "count", label: t("detail.count"), children: item.count },
    { key: "frames", label: t("detail.frames"), children: frames },
  ];
  return <Descriptions column={1} size="small" bordered items={items} data-testid="threed-detail-list" />;
}

export const Component = withQueryClient(ThreedPage);
