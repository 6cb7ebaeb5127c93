import { a } from "../../../../../server/src/app.ts"; // refused: lint/style/noRestrictedImports
import { b } from "../../../main.ts";

export const probe = [a, b];
