// /threed?order_id=X&item_id=Z: the 3D view of a saved window (an order's item, as the drawing
// page names it), full page, with its plans (the drawing page's SVG: core's render model through
// core's writer) and the order's facts. three.js comes with the view's own chunk (ThreeView),
// fetched as this page's code is evaluated; the view is made (its WebGL context, its shaders)
// while the order and its series are still being read.
import type { DataOf, routes } from "@fenestra/api";
import { type layoutWithPlaces, renderModel, svgOfModel, windowPlanSvg } from "@fenestra/core";
import type { Design } from "@fenestra/core/design/model";
import { Descriptions, Empty, Result, Spin } from "antd";
import { type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { toast } from "../../shared/ui/toast.ts";
import { useArDialog } from "./ar-gate.ts";
import { BackTitledPage } from "./BackTitledPage.tsx";
import { canCopyPictures, copyWindowPlan } from "./copy-plan.ts";
import { useThreedT } from "./i18n.ts";
import { ArDialog } from "./lazy-dialogs.ts";
import { useDesignScene, useOrderItem, usePrefetchDefaultGeometry } from "./use-window-scene.ts";

// the view's code (three.js) is fetched as soon as this page's is, beside the order and its
// series (not after them)
const loadThreeView = import("./ThreeView.tsx");
type ThreeViewType = typeof import("./ThreeView.tsx").default;

/**
 * The view's component once its code is here (null before; "failed" if it could not be read).
 * Not a lazy component: a navigation is a transition, which holds back the whole page (and the
 * reads of the order and its series, started as it is shown) until a lazy component inside it
 * has loaded and run three.js.
 */
function useThreeView(): ThreeViewType | null | "failed" {
  const [view, setView] = useState<ThreeViewType | null | "failed">(null);
  useEffect(() => {
    let live = true;
    loadThreeView.then(
      (m) => live && setView(() => m.default),
      () => live && setView("failed"),
    );
    return () => {
      live = false;
    };
  }, []);
  return view;
}

function ThreedPage() {
  const t = useThreedT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { orderId, itemId, valid, order, item, design } = useOrderItem(query);
  usePrefetchDefaultGeometry();
  const { geometry, built } = useDesignScene(design);
  const ThreeView = useThreeView();

  const ar = useArDialog();
  // copy plan (SPEC §5): the picked window's plan, in the user's unit and language, as a picture
  const settings = useSession()?.userSettings;
  const [canCopy] = useState(canCopyPictures);
  const copyPlan = (frameId: string | null) => {
    if (!built || !geometry.data) return;
    const source = geometry.data;
    const unit = { length: settings?.lenUnit ?? "mm", digits: settings?.digits ?? 0 };
    const language = currentLanguage();
    copyWindowPlan(frameId, (id) => windowPlanSvg(built.design, id, source, { unit, language })).then(
      (r) => (r === "copied" ? toast.success(t("copyPlan.copied")) : toast.warning(t("copyPlan.pickFirst"))),
      () => toast.error(t("copyPlan.failed")),
    );
  };
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate("/orders"));
  let body: ReactNode;
  const loading = order.isPending || (design !== null && geometry.isPending);
  if (!valid) body = <Result status="warning" title={t("page.noWindow")} />;
  else if (order.isError || geometry.isError || ThreeView === "failed")
    body = <Result status="warning" title={t("page.loadFailed")} />;
  else if (!loading && !item) body = <Result status="warning" title={t("page.noWindow")} />;
  else if (!loading && !built) body = <Empty description={t("empty")} />;
  else if (!ThreeView) body = <Spin style={{ margin: 48 }} />;
  else {
    // while the window is read the view is already made (its context and shaders), without it
    const o = order.data;
    body = (
      <>
        <ThreeView
          scene={built?.scene ?? null}
          fileName={`${o?.orderNo ?? orderId}-${item?.windowNo || itemId}`}
          plans={built ? <PlansDrawing design={built.design} layout={built.layout} /> : undefined}
          detail={o && item && built ? <OrderDetail order={o} item={item} design={built.design} /> : null}
          onAr={built ? ar.request : undefined}
          onCopyPlan={canCopy ? copyPlan : undefined}
        />
        {ar.open && built ? (
          <Suspense fallback={null}>
            <ArDialog onClose={ar.close} scene={built.scene} saved={{ orderId, itemId }} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <BackTitledPage
      title={item ? t("page.titleOf", { window: item.windowNo || String(item.id) }) : t("title")}
      back={{ onClick: back, label: t("page.back"), testId: "threed-back" }}
      height={{ height: "100dvh" }}
      testId="threed-page"
    >
      {body}
    </BackTitledPage>
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
