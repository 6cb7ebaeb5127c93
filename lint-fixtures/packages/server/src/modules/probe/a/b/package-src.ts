import { a } from "../../../../../../web/src/main.tsx"; // refused: lint/style/noRestrictedImports
import { b } from "../../../../plugins/errors.ts";
import { c } from "../../../orders/orders.service.ts";

export const probe = [a, b, c];
