import { RENDERING_NEED, THREE_D_NEED } from "@fenestra/core/account/entitlements";
import { Navigate, type RouteObject } from "react-router";
import { accountPersonalChildren, operatorPersonalChildren } from "./account-routes.tsx";
import { purchasePersonalChildren } from "./purchase-routes.tsx";
import type { RouteGroup, RouteMeta } from "./route-meta.ts";
import { type Page, pages } from "./route-table.ts";

// The routes of SPEC §2 built so far. Every page is a lazy chunk exporting `Component`, so the
// sign-in pages do not load the workbench and vice versa. `handle` carries the RouteMeta.
// Pages are declared as tables, one row a page (route-table.ts).

/** What the CRM does and how to buy it, where a company without the CRM module is sent. */
const CRM_ADVERTISE = "/manage/customerManageAdvertise";

/**
 * A section of the top bar: a signed-in group of its own name, its index sending on to `first`,
 * its pages named under it, and the routes of other tables (`more`) after them.
 */
const section = (
  path: RouteGroup,
  first: string,
  rows: Page[],
  { lazy, more = [] }: { lazy?: RouteObject["lazy"]; more?: RouteObject[] } = {},
): RouteObject => ({
  path,
  ...(lazy && { lazy }),
  handle: { name: path, auth: true, group: path } satisfies RouteMeta,
  children: [{ index: true, element: <Navigate to={first} replace /> }, ...pages({}, rows, path), ...more],
});

const DRAWING_ROUTES = ["draw", "windoortype/:catelog_id/:id", "trial", "addWindoor", "drawRender"];
const designer = () => import("../../features/designer/DesignerPage.tsx");
const find = () => import("../../features/market/FindPage.tsx");
const uploadProduct = () => import("../../features/market/UploadProductPage.tsx");
const statistics = () => import("../../features/finance/StatisticsPage.tsx");
const systemSetting = () => import("../../features/personal-center/system-setting/SystemSettingPage.tsx");
const WORKSHOP: RouteMeta = { role: "workshop", module: "workshop" };
const CRM: RouteMeta = { module: "crm", advertise: CRM_ADVERTISE };
const SCRIPT: RouteMeta = { module: "script" };
const FINANCE: RouteMeta = { module: "finance" };
/** SPEC §6: 3D and AR — a paid account may; a trial account during its one-day rendering trial. */
const THREE_D: RouteMeta = { ...THREE_D_NEED };
/** Real-scene (effect) rendering: the rendering module (a trial account: its one-day trial). */
export const RENDERING: RouteMeta = { ...RENDERING_NEED };
/**
 * What the measurement pages and their dialogs show besides common: their own texts, the bar's
 * message bell, the CRM's customer picker, the orders' field rules, the window library's template
 * names, the stale-save question. A namespace they start to use is added here, or its texts show
 * as keys until another page has loaded every namespace (routes.test.ts checks the list against
 * the namespaces the measurement feature names).
 */
export const MEASUREMENT_NAMESPACES = [
  "measurement",
  "measureTools",
  "messages",
  "customers",
  "orders",
  "library",
  "saving",
];

export const pageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  ...pages({}, [{ path: "loading", lazy: () => import("../../features/home/LoadingPage.tsx") }]),
  ...pages({ auth: true, group: "home" }, [
    { path: "home", lazy: () => import("../../features/home/HomePage.tsx") },
  ]),
  ...pages({ group: "auth" }, [
    { path: "login", lazy: () => import("../../features/auth/LoginPage.tsx") },
    { path: "register", lazy: () => import("../../features/auth/RegisterPage.tsx") },
    { path: "messagelogin", lazy: () => import("../../features/auth/SmsLoginPage.tsx") },
    { path: "messagelogin-code", lazy: () => import("../../features/auth/SmsLoginCodePage.tsx") },
    { path: "forgot-password", lazy: () => import("../../features/auth/ForgotPasswordPage.tsx") },
    { path: "addtel", lazy: () => import("../../features/auth/AddTelPage.tsx"), meta: { auth: true } },
  ]),
  section(
    "personal-center",
    "account-setting",
    [
      {
        path: "account-setting",
        lazy: () => import("../../features/personal-center/account-setting/AccountSettingPage.tsx"),
      },
      {
        path: "account-management",
        lazy: () => import("../../features/personal-center/account-management/AccountManagementPage.tsx"),
      },
      { path: "system-setting", lazy: systemSetting },
      {
        path: "company-management",
        lazy: () => import("../../features/personal-center/company-management/CompanyManagementPage.tsx"),
      },
      { path: "system-setting/:cate", lazy: systemSetting },
      {
        path: "order-profit",
        lazy: () => import("../../features/finance/OrderProfitPage.tsx"),
        meta: FINANCE,
      },
    ],
    {
      lazy: () => import("../../features/personal-center/PersonalCenterLayout.tsx"),
      more: [...accountPersonalChildren, ...purchasePersonalChildren, ...operatorPersonalChildren],
    },
  ),
  section("purchase", "renew", [
    { path: "renew", lazy: () => import("../../features/purchase/RenewPage.tsx") },
    { path: "upgrade", lazy: () => import("../../features/purchase/UpgradePage.tsx") },
    { path: "team-upgrade", lazy: () => import("../../features/purchase/TeamUpgradePage.tsx") },
  ]),
  section("product-manage", "index", [
    {
      path: "index",
      lazy: () => import("../../features/product-manage/catalogue/CatalogueIndexPage.tsx"),
    },
    {
      path: "script/:id",
      lazy: () => import("../../features/product-manage/formula-editor/ScriptPage.tsx"),
    },
    {
      path: "product-script/:id/:is_default",
      lazy: () => import("../../features/product-manage/formula-editor/ProductScriptPage.tsx"),
    },
    {
      path: "windoorscript/:id",
      lazy: () => import("../../features/product-manage/series-data/WindoorScriptPage.tsx"),
    },
    {
      path: "sunroom-series/:id",
      lazy: () => import("../../features/product-manage/sunroom-series/SunroomSeriesPage.tsx"),
    },
    { path: "sub-bar", lazy: () => import("../../features/product-manage/sub-bar/SubBarPage.tsx") },
    {
      path: "product-test",
      lazy: () => import("../../features/product-manage/product-test/ProductTestPage.tsx"),
      meta: { independent: true },
    },
    {
      path: "product-model",
      lazy: () => import("../../features/product-manage/product-model/ProductModelPage.tsx"),
      meta: { independent: true },
    },
    // the market on a phone (SPEC §2): publishing one's series, and the market itself
    { path: "addProductMob/:product_id", lazy: uploadProduct },
    // publishing a window template to the market: {group_id} is the own template's id (docs/market.md)
    { path: "addWindoorMob/:group_id", lazy: () => import("../../features/market/AddWindoorPage.tsx") },
    { path: "product-advertise-mobile", lazy: find },
  ]),
  // the market (SPEC §2 /find, /market/uploadProduct/{product_id}; issue 34)
  ...pages({ auth: true, group: "find" }, [{ path: "find", lazy: find }]),
  ...pages({ auth: true, group: "market", ...SCRIPT }, [
    { path: "market/uploadProduct/:product_id", lazy: uploadProduct },
  ]),
  ...pages({ auth: true, group: "orders" }, [
    { path: "orders", lazy: () => import("../../features/orders/OrdersListPage.tsx") },
    { path: "orders/detail/:id", lazy: () => import("../../features/orders/OrderDetailPage.tsx") },
    { path: "orders/export/:id", lazy: () => import("../../features/orders/OrderExportPage.tsx") },
    { path: "orders/edit-history", lazy: () => import("../../features/orders/EditHistoryPage.tsx") },
    { path: "orders/group-list", lazy: () => import("../../features/orders/ContractListPage.tsx") },
    { path: "orders/group-detail/:id", lazy: () => import("../../features/orders/ContractDetailPage.tsx") },
  ]),
  ...pages({ independent: true }, [
    {
      path: "group-detail-share/:id/:user_id",
      lazy: () => import("../../features/orders/CustomerSharePage.tsx"),
    },
    { path: "printer", lazy: () => import("../../features/orders/PrinterPage.tsx") },
  ]),
  ...pages({ auth: true, group: "orders", ...SCRIPT }, [
    {
      path: "orders/calcbomOrderList/:id",
      lazy: () => import("../../features/order-bom/OrderBomListPage.tsx"),
    },
    { path: "orders/calcbomOrder/:id", lazy: () => import("../../features/order-bom/OrderBomPage.tsx") },
    { path: "orders/cutOptimizer", lazy: () => import("../../features/cut-optimizer/CutOptimizerPage.tsx") },
    { path: "orders/glassSheets", lazy: () => import("../../features/cut-optimizer/GlassSheetsPage.tsx") },
    {
      path: "orders/cutOptimizerResult",
      lazy: () => import("../../features/cut-optimizer/CutOptimizerResultPage.tsx"),
    },
    // a confirmed cutting plan as a file for the saws (issue 34)
    { path: "deviceDocking", lazy: () => import("../../features/cut-optimizer/DeviceDockingPage.tsx") },
  ]),
  ...pages({ auth: true, group: "manage", role: "workshop", customBar: true }, [
    { path: "manage/workshop/staff", lazy: () => import("../../features/workshop/WorkshopStaffPage.tsx") },
  ]),
  ...pages({ auth: true, group: "windoor-library" }, [
    {
      path: "windoor-library/index",
      lazy: () => import("../../features/window-library/WindowLibraryPage.tsx"),
      meta: { name: "windoor-library" },
    },
  ]),
  ...pages(
    { auth: true, group: "draw", actionBar: true, loadingOverlay: true },
    DRAWING_ROUTES.map((path) => ({ path, lazy: designer, meta: { name: path.split("/")[0] } })),
  ),
  // the 3D view of a saved window (?order_id&item_id, as the drawing page names it), full page
  ...pages({ auth: true, group: "draw" }, [
    { path: "threed", lazy: () => import("../../features/threed/ThreedPage.tsx"), meta: THREE_D },
  ]),
  // the sunroom designer (SPEC §1, §2; issue 33): gated as 3D is (SPEC §6)
  ...pages({ auth: true, group: "draw" }, [
    { path: "sunnyHouse", lazy: () => import("../../features/sunroom/SunroomPage.tsx"), meta: THREE_D },
  ]),
  // effect rendering (SPEC §2): the company's renders and their settings; the editor is /renderV2
  ...pages({ auth: true, group: "manage", ...RENDERING }, [
    { path: "rendering", lazy: () => import("../../features/rendering/RendersPage.tsx") },
    { path: "renderSetting", lazy: () => import("../../features/rendering/RenderSettingsPage.tsx") },
  ]),
  // the company's customer order link (SPEC §2 /customOrder, issue 34): its orders arrive as CRM leads
  ...pages({ auth: true, group: "manage", ...CRM }, [
    { path: "customOrder", lazy: () => import("../../features/custom-order/CustomOrderSettingsPage.tsx") },
  ]),
  // the order form its customers open from the link or QR code: no sign-in, the token the key
  ...pages({ independent: true }, [
    {
      path: "customOrder/:token",
      lazy: () => import("../../features/custom-order/CustomerOrderPage.tsx"),
      meta: { name: "customOrder.form" },
    },
  ]),
  // a render shared by link: no sign-in (SPEC §4 sharing)
  ...pages({ independent: true }, [
    { path: "share-render/:id", lazy: () => import("../../features/rendering/SharedRenderPage.tsx") },
  ]),
  // the effect rendering editor: a saved window (?order_id&item_id) or the drawing handed over
  ...pages({ auth: true, group: "draw", ...RENDERING }, [
    { path: "renderV2", lazy: () => import("../../features/threed/render/RenderEditorPage.tsx") },
  ]),
  ...pages({ auth: true, group: "manage" }, [
    { path: "manage", lazy: () => import("../../features/manage/ManageIndexPage.tsx") },
    {
      path: "manage/wareHouse/:tab?",
      lazy: () => import("../../features/warehouse/WarehousePage.tsx"),
      meta: { module: "warehouse" },
    },
    {
      path: "manage/workshop",
      lazy: () => import("../../features/workshop/WorkshopPage.tsx"),
      meta: WORKSHOP,
    },
    { path: "manage/staff", lazy: () => import("../../features/workshop/StaffPage.tsx"), meta: WORKSHOP },
    {
      path: "manage/scan",
      lazy: () => import("../../features/workshop/ScanPage.tsx"),
      meta: { ...WORKSHOP, customBar: true },
    },
    {
      path: "manage/customerManagement",
      lazy: () => import("../../features/customers/CustomerListPage.tsx"),
      meta: CRM,
    },
    {
      path: "manage/customerManagement/:id",
      lazy: () => import("../../features/customers/CustomerDetailPage.tsx"),
      meta: CRM,
    },
    {
      path: "manage/customerManageAdvertise",
      lazy: () => import("../../features/customers/AdvertisePage.tsx"),
    },
    {
      path: "manage/financial",
      lazy: () => import("../../features/finance/FinancialPage.tsx"),
      meta: FINANCE,
    },
    { path: "manage/order-statistics", lazy: statistics, meta: FINANCE },
    { path: "chart", lazy: statistics, meta: FINANCE },
  ]),
  // field measurement (issue 31): the office's day/week list and a visit's openings; its customers
  // are the CRM's, so it comes with the CRM module. A phone opens them cold, offline: they load only
  // the catalogues they show (MEASUREMENT_NAMESPACES), not every feature's.
  ...pages({ auth: true, group: "manage", namespaces: MEASUREMENT_NAMESPACES }, [
    {
      path: "measure-management",
      lazy: () => import("../../features/measurement/MeasureListPage.tsx"),
      meta: { module: "crm" },
    },
    {
      path: "measure-management-detail",
      lazy: () => import("../../features/measurement/MeasureDetailPage.tsx"),
      meta: { module: "crm" },
    },
  ]),
  // The message centre (SPEC §2 /xxf, issue 34): the account's own page, under its bars.
  ...pages({ auth: true, group: "personal-center" }, [
    { path: "xxf", lazy: () => import("../../features/messages/MessagesPage.tsx") },
  ]),
  // A partner application's consent (SPEC §2 /authorize, docs/oauth.md): signed in, under the bars.
  ...pages({ auth: true, group: "personal-center" }, [
    { path: "authorize", lazy: () => import("../../features/partner-apps/AuthorizePage.tsx") },
  ]),
  ...pages({ auth: true, group: "personal-center", operator: true }, [
    { path: "operator", lazy: () => import("../../features/operator/OperatorConsolePage.tsx") },
  ]),
  // The public pages (SPEC §2, issue 34): the guides under the top bar (its userGuide group), the
  // articles and announcements in a frame of their own; an article whole needs a signed-in reader.
  // /official is not here: it is its own small entry (official.html), served by the server.
  ...pages({ group: "userGuide" }, [
    { path: "userGuide", lazy: () => import("../../features/user-guide/UserGuidePage.tsx") },
  ]),
  ...pages({}, [
    { path: "articleList", lazy: () => import("../../features/articles/ArticleListPage.tsx") },
    {
      path: "articleDetail/:id",
      lazy: () => import("../../features/articles/ArticleDetailPage.tsx"),
      meta: { auth: true },
    },
    { path: "webgg", lazy: () => import("../../features/articles/AnnouncementsPage.tsx") },
  ]),
  ...pages({}, [
    { path: "Promote", lazy: () => import("../../features/purchase/PromotePage.tsx") },
    {
      path: "*",
      lazy: () => import("../../features/placeholder/NotFoundPage.tsx"),
      meta: { name: "not-found" },
    },
  ]),
];
