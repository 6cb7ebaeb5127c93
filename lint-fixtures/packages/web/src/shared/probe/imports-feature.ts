import { c } from "../../../../core/src/index.ts"; // refused: lint/style/noRestrictedImports
import { b } from "../../app/router/routes.tsx"; // refused: lint/style/noRestrictedImports
import { a } from "../../features/orders/orders-api.ts"; // refused: lint/style/noRestrictedImports
import { d } from "../api/client.ts";

export const probe = [a, b, c, d];
