export { a } from "../../modules/exports/font-runs.ts"; // refused: lint/style/noRestrictedImports

import { b } from "../../../../../web/src/main.tsx"; // refused: lint/style/noRestrictedImports
import { c } from "../../plugins/errors.ts";

export const probe = [b, c];
