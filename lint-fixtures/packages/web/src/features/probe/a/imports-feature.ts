import { a } from "../../orders/orders-api.ts"; // refused: lint/style/noRestrictedImports
import { b } from "../../orders/index.ts";
import { c } from "../../../shared/api/client.ts";
import { d } from "../own-file.ts";
import { e } from "../b/own-file.ts";

export const probe = [a, b, c, d, e];
