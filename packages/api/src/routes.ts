// Every route of the API, by module: `routes.contracts.list` (index.ts re-exports this file as the
// namespace `routes`). One export a module, so a bundle that reads `routes.crm` holds the CRM's
// descriptors and schemas only: the web's shell and each page carry the modules they call, not the
// whole contract. The flat list the server registers is all-routes.ts.

export { account, accountOperator, feedback, files } from "./account/account.api.ts";
export { ar } from "./ar/ar.api.ts";
export { articles } from "./articles/articles.api.ts";
export { auth } from "./auth/auth.api.ts";
export { bom } from "./bom/bom.api.ts";
export { collections } from "./collections/collections.api.ts";
export { contracts } from "./contracts/contracts.api.ts";
export { crm } from "./crm/crm.api.ts";
export { customOrder } from "./custom-order/custom-order.api.ts";
export { cutting } from "./cutting/cutting.api.ts";
export { dev } from "./dev/dev.api.ts";
export { editHistory } from "./edit-history/edit-history.api.ts";
export { fileExports as exports } from "./exports/exports.api.ts";
export { financeRoutes as finance } from "./finance/finance.api.ts";
export { glassSheets } from "./glass-sheets/glass-sheets.api.ts";
export { home } from "./home/home.api.ts";
export { fileJobs } from "./jobs/file-jobs.api.ts";
export { market } from "./market/market.api.ts";
export { measurement } from "./measurement/measurement.api.ts";
export { measurePhotos } from "./measurement/photos.api.ts";
export { messages } from "./messages/messages.api.ts";
export { oauth } from "./oauth/oauth.api.ts";
export { orders } from "./orders/orders.api.ts";
export { printer } from "./printer/printer.api.ts";
export {
  activity,
  coupon,
  invitation,
  operatorConsole as operator,
  payments,
  purchase,
} from "./purchase/purchase.api.ts";
export { quotes } from "./quotes/quotes.api.ts";
export { renders } from "./renders/renders.api.ts";
export { series } from "./series/series.api.ts";
export { settings } from "./settings/settings.api.ts";
export { sharing } from "./sharing/sharing.api.ts";
export { subAccounts } from "./sub-accounts/sub-accounts.api.ts";
export { sunroomSeries } from "./sunroom-series/sunroom-series.api.ts";
export { sunrooms } from "./sunrooms/sunrooms.api.ts";
export { system } from "./system/system.api.ts";
export { templates } from "./templates/templates.api.ts";
export { users } from "./users/users.api.ts";
export { warehouse } from "./warehouse/warehouse.api.ts";
export { workshop } from "./workshop/workshop.api.ts";
