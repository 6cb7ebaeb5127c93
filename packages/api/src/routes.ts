import { account, accountOperator, feedback, files } from "./account/account.api.ts";
import { ar } from "./ar/ar.api.ts";
import { articles } from "./articles/articles.api.ts";
import { auth } from "./auth/auth.api.ts";
import { bom } from "./bom/bom.api.ts";
import { collections } from "./collections/collections.api.ts";
import { contracts } from "./contracts/contracts.api.ts";
import { crm } from "./crm/crm.api.ts";
import { cutting } from "./cutting/cutting.api.ts";
import { dev } from "./dev/dev.api.ts";
import { editHistory } from "./edit-history/edit-history.api.ts";
import { fileExports } from "./exports/exports.api.ts";
import { financeRoutes } from "./finance/finance.api.ts";
import { glassSheets } from "./glass-sheets/glass-sheets.api.ts";
import { home } from "./home/home.api.ts";
import { measurement } from "./measurement/measurement.api.ts";
import { measurePhotos } from "./measurement/photos.api.ts";
import { messages } from "./messages/messages.api.ts";
import { orders } from "./orders/orders.api.ts";
import { printer } from "./printer/printer.api.ts";
import {
  activity,
  coupon,
  invitation,
  operatorConsole,
  payments,
  purchase,
} from "./purchase/purchase.api.ts";
import { quotes } from "./quotes/quotes.api.ts";
import { renders } from "./renders/renders.api.ts";
import type { RouteDef } from "./route.ts";
import { series } from "./series/series.api.ts";
import { settings } from "./settings/settings.api.ts";
import { sharing } from "./sharing/sharing.api.ts";
import { subAccounts } from "./sub-accounts/sub-accounts.api.ts";
import { system } from "./system/system.api.ts";
import { templates } from "./templates/templates.api.ts";
import { users } from "./users/users.api.ts";
import { warehouse } from "./warehouse/warehouse.api.ts";
import { workshop } from "./workshop/workshop.api.ts";

/** Every route of the API, by module: `routes.contracts.list`. */
export const routes = {
  auth,
  bom,
  collections,
  contracts,
  cutting,
  glassSheets,
  dev,
  home,
  orders,
  series,
  settings,
  subAccounts,
  system,
  templates,
  users,
  quotes,
  exports: fileExports,
  sharing,
  printer,
  editHistory,
  messages,
  // warehouse
  warehouse,
  // end warehouse
  // workshop
  workshop,
  // end workshop
  // crm
  crm,
  // end crm
  // field measurement
  measurement,
  measurePhotos,
  // end field measurement
  // finance
  finance: financeRoutes,
  // end finance
  // purchase and payments
  purchase,
  payments,
  invitation,
  operator: operatorConsole,
  activity,
  coupon,
  // end purchase and payments
  // account and feedback
  account,
  accountOperator,
  feedback,
  files,
  // end account and feedback
  // articles and announcements
  articles,
  // end articles and announcements
  // rendering
  renders,
  ar,
  // end rendering
};

/** Every descriptor, flat (the server registers these; OpenAPI and the matrix test read them). */
export const allRoutes: readonly RouteDef[] = Object.values(routes).flatMap((module) =>
  Object.values(module as Record<string, RouteDef>),
);
