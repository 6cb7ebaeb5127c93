import { a } from "../orders/orders-api.ts"; // refused: lint/style/noRestrictedImports
import { b } from "../orders/tables/OrderRows.tsx"; // refused: lint/style/noRestrictedImports
import { c } from "../orders/index.ts";
import { d } from "../../shared/api/client.ts";
import { e } from "./a/own-file.ts";

export const probe = [a, b, c, d, e];
export const page = () => import("../orders/OrdersPage.tsx"); // refused: lint/style/noRestrictedImports
