import { Navigate, type RouteObject } from "react-router";
import { accountPersonalChildren, operatorPersonalChildren } from "./account-routes.tsx";
import { purchasePersonalChildren } from "./purchase-routes.tsx";
import type { RouteMeta } from "./route-meta.ts";

// The routes of SPEC §2 built so far. Every page is a lazy chunk exporting `Component`, so the
// sign-in pages do not load the workbench and vice versa. `handle` carries the RouteMeta.

const meta = (m: RouteMeta): RouteMeta => m;
/** What the CRM does and how to buy it, where a company without the CRM module is sent. */
const CRM_ADVERTISE = "/manage/customerManageAdvertise";

const DRAWING_ROUTES: { path: string; name: string }[] = [
  { path: "draw", name: "draw" },
  { path: "windoortype/:catelog_id/:id", name: "windoortype" },
  { path: "trial", name: "trial" },
  { path: "addWindoor", name: "addWindoor" },
  { path: "drawRender", name: "drawRender" },
];

export const pageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  {
    path: "loading",
    lazy: () => import("../../features/home/LoadingPage.tsx"),
    handle: meta({ name: "loading" }),
  },
  {
    path: "home",
    lazy: () => import("../../features/home/HomePage.tsx"),
    handle: meta({ name: "home", auth: true, group: "home" }),
  },
  {
    path: "login",
    lazy: () => import("../../features/auth/LoginPage.tsx"),
    handle: meta({ name: "login", group: "auth" }),
  },
  {
    path: "register",
    lazy: () => import("../../features/auth/RegisterPage.tsx"),
    handle: meta({ name: "register", group: "auth" }),
  },
  {
    path: "messagelogin",
    lazy: () => import("../../features/auth/SmsLoginPage.tsx"),
    handle: meta({ name: "messagelogin", group: "auth" }),
  },
  {
    path: "messagelogin-code",
    lazy: () => import("../../features/auth/SmsLoginCodePage.tsx"),
    handle: meta({ name: "messagelogin-code", group: "auth" }),
  },
  {
    path: "forgot-password",
    lazy: () => import("../../features/auth/ForgotPasswordPage.tsx"),
    handle: meta({ name: "forgot-password", group: "auth" }),
  },
  {
    path: "addtel",
    lazy: () => import("../../features/auth/AddTelPage.tsx"),
    handle: meta({ name: "addtel", auth: true, group: "auth" }),
  },
  {
    path: "personal-center",
    lazy: () => import("../../features/personal-center/PersonalCenterLayout.tsx"),
    handle: meta({ name: "personal-center", auth: true, group: "personal-center" }),
    children: [
      { index: true, element: <Navigate to="account-setting" replace /> },
      {
        path: "account-setting",
        lazy: () => import("../../features/personal-center/account-setting/AccountSettingPage.tsx"),
        handle: meta({ name: "personal-center.account-setting" }),
      },
      {
        path: "account-management",
        lazy: () => import("../../features/personal-center/account-management/AccountManagementPage.tsx"),
        handle: meta({ name: "personal-center.account-management" }),
      },
      {
        path: "system-setting",
        lazy: () => import("../../features/personal-center/system-setting/SystemSettingPage.tsx"),
        handle: meta({ name: "personal-center.system-setting" }),
      },
      {
        path: "company-management",
        lazy: () => import("../../features/personal-center/company-management/CompanyManagementPage.tsx"),
        handle: meta({ name: "personal-center.company-management" }),
      },
      {
        path: "system-setting/:cate",
        lazy: () => import("../../features/personal-center/system-setting/SystemSettingPage.tsx"),
        handle: meta({ name: "personal-center.system-setting" }),
      },
      {
        path: "order-profit",
        lazy: () => import("../../features/finance/OrderProfitPage.tsx"),
        handle: meta({ name: "personal-center.order-profit", module: "finance" }),
      },
      ...accountPersonalChildren,
      ...purchasePersonalChildren,
      ...operatorPersonalChildren,
    ],
  },
  {
    path: "purchase",
    handle: meta({ name: "purchase", auth: true, group: "purchase" }),
    children: [
      { index: true, element: <Navigate to="renew" replace /> },
      {
        path: "renew",
        lazy: () => import("../../features/purchase/RenewPage.tsx"),
        handle: meta({ name: "purchase.renew" }),
      },
      {
        path: "upgrade",
        lazy: () => import("../../features/purchase/UpgradePage.tsx"),
        handle: meta({ name: "purchase.upgrade" }),
      },
      {
        path: "team-upgrade",
        lazy: () => import("../../features/purchase/TeamUpgradePage.tsx"),
        handle: meta({ name: "purchase.team-upgrade" }),
      },
    ],
  },
  {
    path: "product-manage",
    handle: meta({ name: "product-manage", auth: true, group: "product-manage" }),
    children: [
      { index: true, element: <Navigate to="index" replace /> },
      {
        path: "index",
        lazy: () => import("../../features/product-manage/catalogue/CatalogueIndexPage.tsx"),
        handle: meta({ name: "product-manage.index" }),
      },
      {
        path: "script/:id",
        lazy: () => import("../../features/product-manage/formula-editor/ScriptPage.tsx"),
        handle: meta({ name: "product-manage.script" }),
      },
      {
        path: "product-script/:id/:is_default",
        lazy: () => import("../../features/product-manage/formula-editor/ProductScriptPage.tsx"),
        handle: meta({ name: "product-manage.product-script" }),
      },
      {
        path: "windoorscript/:id",
        lazy: () => import("../../features/product-manage/series-data/WindoorScriptPage.tsx"),
        handle: meta({ name: "product-manage.windoorscript" }),
      },
      {
        path: "sub-bar",
        lazy: () => import("../../features/product-manage/sub-bar/SubBarPage.tsx"),
        handle: meta({ name: "product-manage.sub-bar" }),
      },
      {
        path: "product-test",
        lazy: () => import("../../features/product-manage/product-test/ProductTestPage.tsx"),
        handle: meta({ name: "product-manage.product-test", independent: true }),
      },
      {
        path: "product-model",
        lazy: () => import("../../features/product-manage/product-model/ProductModelPage.tsx"),
        handle: meta({ name: "product-manage.product-model", independent: true }),
      },
    ],
  },
  {
    path: "orders",
    lazy: () => import("../../features/orders/OrdersListPage.tsx"),
    handle: meta({ name: "orders", auth: true, group: "orders" }),
  },
  {
    path: "orders/detail/:id",
    lazy: () => import("../../features/orders/OrderDetailPage.tsx"),
    handle: meta({ name: "orders.detail", auth: true, group: "orders" }),
  },
  {
    path: "orders/edit-history",
    lazy: () => import("../../features/orders/EditHistoryPage.tsx"),
    handle: meta({ name: "orders.edit-history", auth: true, group: "orders" }),
  },
  {
    path: "orders/group-list",
    lazy: () => import("../../features/orders/ContractListPage.tsx"),
    handle: meta({ name: "orders.group-list", auth: true, group: "orders" }),
  },
  {
    path: "orders/group-detail/:id",
    lazy: () => import("../../features/orders/ContractDetailPage.tsx"),
    handle: meta({ name: "orders.group-detail", auth: true, group: "orders" }),
  },
  {
    path: "group-detail-share/:id/:user_id",
    lazy: () => import("../../features/orders/CustomerSharePage.tsx"),
    handle: meta({ name: "group-detail-share", independent: true }),
  },
  {
    path: "printer",
    lazy: () => import("../../features/orders/PrinterPage.tsx"),
    handle: meta({ name: "printer", independent: true }),
  },
  {
    path: "orders/calcbomOrderList/:id",
    lazy: () => import("../../features/order-bom/OrderBomListPage.tsx"),
    handle: meta({ name: "orders.calcbomOrderList", auth: true, group: "orders", module: "script" }),
  },
  {
    path: "orders/calcbomOrder/:id",
    lazy: () => import("../../features/order-bom/OrderBomPage.tsx"),
    handle: meta({ name: "orders.calcbomOrder", auth: true, group: "orders", module: "script" }),
  },
  {
    path: "orders/cutOptimizer",
    lazy: () => import("../../features/cut-optimizer/CutOptimizerPage.tsx"),
    handle: meta({ name: "orders.cutOptimizer", auth: true, group: "orders", module: "script" }),
  },
  {
    path: "orders/glassSheets",
    lazy: () => import("../../features/cut-optimizer/GlassSheetsPage.tsx"),
    handle: meta({ name: "orders.glassSheets", auth: true, group: "orders", module: "script" }),
  },
  {
    path: "orders/cutOptimizerResult",
    lazy: () => import("../../features/cut-optimizer/CutOptimizerResultPage.tsx"),
    handle: meta({ name: "orders.cutOptimizerResult", auth: true, group: "orders", module: "script" }),
  },
  {
    path: "manage/workshop/staff",
    lazy: () => import("../../features/workshop/WorkshopStaffPage.tsx"),
    handle: meta({
      name: "manage.workshop.staff",
      auth: true,
      group: "manage",
      role: "workshop",
      customBar: true,
    }),
  },
  {
    path: "windoor-library/index",
    lazy: () => import("../../features/window-library/WindowLibraryPage.tsx"),
    handle: meta({ name: "windoor-library", auth: true, group: "windoor-library" }),
  },
  ...DRAWING_ROUTES.map(({ path, name }) => ({
    path,
    lazy: () => import("../../features/designer/DesignerPage.tsx"),
    handle: meta({ name, auth: true, group: "draw", actionBar: true }),
  })),
  // warehouse
  {
    path: "manage/wareHouse/:tab?",
    lazy: () => import("../../features/warehouse/WarehousePage.tsx"),
    handle: meta({ name: "manage.wareHouse", auth: true, group: "manage", module: "warehouse" }),
  },
  // end warehouse
  // workshop
  {
    path: "manage/workshop",
    lazy: () => import("../../features/workshop/WorkshopPage.tsx"),
    handle: meta({
      name: "manage.workshop",
      auth: true,
      group: "manage",
      role: "workshop",
      module: "workshop",
    }),
  },
  {
    path: "manage/staff",
    lazy: () => import("../../features/workshop/StaffPage.tsx"),
    handle: meta({
      name: "manage.staff",
      auth: true,
      group: "manage",
      role: "workshop",
      module: "workshop",
    }),
  },
  {
    path: "manage/scan",
    lazy: () => import("../../features/workshop/ScanPage.tsx"),
    handle: meta({
      name: "manage.scan",
      auth: true,
      group: "manage",
      role: "workshop",
      customBar: true,
      module: "workshop",
    }),
  },
  // end workshop
  // crm
  {
    path: "manage/customerManagement",
    lazy: () => import("../../features/customers/CustomerListPage.tsx"),
    handle: meta({
      name: "manage.customerManagement",
      auth: true,
      group: "manage",
      module: "crm",
      advertise: CRM_ADVERTISE,
    }),
  },
  {
    path: "manage/customerManagement/:id",
    lazy: () => import("../../features/customers/CustomerDetailPage.tsx"),
    handle: meta({
      name: "manage.customerManagement",
      auth: true,
      group: "manage",
      module: "crm",
      advertise: CRM_ADVERTISE,
    }),
  },
  {
    path: "manage/customerManageAdvertise",
    lazy: () => import("../../features/customers/AdvertisePage.tsx"),
    handle: meta({ name: "manage.customerManageAdvertise", auth: true, group: "manage" }),
  },
  // end crm
  // finance
  {
    path: "manage/financial",
    lazy: () => import("../../features/finance/FinancialPage.tsx"),
    handle: meta({ name: "manage.financial", auth: true, group: "manage", module: "finance" }),
  },
  {
    path: "manage/order-statistics",
    lazy: () => import("../../features/finance/StatisticsPage.tsx"),
    handle: meta({ name: "manage.order-statistics", auth: true, group: "manage", module: "finance" }),
  },
  {
    path: "chart",
    lazy: () => import("../../features/finance/StatisticsPage.tsx"),
    handle: meta({ name: "chart", auth: true, group: "manage", module: "finance" }),
  },
  // end finance
  // purchase and payments
  {
    path: "operator",
    lazy: () => import("../../features/operator/OperatorConsolePage.tsx"),
    handle: meta({ name: "operator", auth: true, group: "personal-center", operator: true }),
  },
  {
    path: "Promote",
    lazy: () => import("../../features/purchase/PromotePage.tsx"),
    handle: meta({ name: "Promote" }),
  },
  // end purchase and payments
  // account and feedback
  // end account and feedback
  {
    path: "*",
    lazy: () => import("../../features/placeholder/NotFoundPage.tsx"),
    handle: meta({ name: "not-found" }),
  },
];
