import { a } from "../../../../packages/web/src/main.tsx"; // refused: lint/style/noRestrictedImports
import { b } from "../../../support/chromium.ts";

export const probe = [a, b];
