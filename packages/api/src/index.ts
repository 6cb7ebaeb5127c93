// @fenestra/api: the one contract between server and web (docs/architecture.md, docs/api.md).
export * from "./access.ts";
export * from "./auth/auth.schemas.ts";
export * from "./bom/bom.schemas.ts";
export * from "./contracts/contracts.schemas.ts";
export * from "./cutting/cutting.schemas.ts";
export * from "./envelope.ts";
export * from "./files.ts";
export * from "./home/home.schemas.ts";
export * from "./orders/orders.schemas.ts";
export * from "./route.ts";
export { allRoutes, routes } from "./routes.ts";
export * from "./series/product-manage.access.ts";
export * from "./series/series.schemas.ts";
export * from "./sub-accounts/sub-accounts.schemas.ts";
export * from "./templates/templates.schemas.ts";
export * from "./users/users.schemas.ts";
