import { describe, expect, it } from "vitest";
import { allRoutes } from "./all-routes.ts";
import { openApiPath, pathOf } from "./route.ts";
import * as routes from "./routes.ts";

describe("route descriptors", () => {
  it("fills a path's parameters, URI-encoded, and refuses a missing one", () => {
    expect(pathOf(routes.orders.item, { id: 7, itemId: 12 })).toBe("/api/orders/7/items/12");
    expect(pathOf({ path: "/api/shares/:id" }, { id: "a/b" })).toBe("/api/shares/a%2Fb");
    expect(() => pathOf(routes.orders.item, { id: 7 })).toThrow(/itemId/);
  });

  it("writes a path the OpenAPI way", () => {
    expect(openApiPath("/api/orders/:id/items/:itemId")).toBe("/api/orders/{id}/items/{itemId}");
  });

  it("declares each method and path once", () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names in params exactly the parameters of the path", () => {
    for (const route of allRoutes) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared =
        route.params && "shape" in route.params ? Object.keys(route.params.shape as object) : [];
      expect(declared.sort(), `${route.method} ${route.path}`).toEqual(inPath);
    }
  });
});
