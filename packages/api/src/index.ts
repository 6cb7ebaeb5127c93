// @fenestra/api: the one contract between server and web (docs/architecture.md, docs/api.md).
export * from "./access.ts";
export * from "./contracts/contracts.schemas.ts";
export * from "./envelope.ts";
export * from "./orders/orders.schemas.ts";
export * from "./route.ts";
export { allRoutes, routes } from "./routes.ts";
