import type { B } from "../modules/auth/limits.ts"; // refused: lint/style/noRestrictedImports
import { a } from "../modules/orders/orders.service.ts"; // refused: lint/style/noRestrictedImports
import { d } from "../shared/tokens.ts";
import { c } from "../tenancy/tenant.ts";

export const probe: B = [a, c, d];
