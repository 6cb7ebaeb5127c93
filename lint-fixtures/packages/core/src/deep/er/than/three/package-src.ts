import { b } from "../../../../../../../packages/server/src/app.ts"; // refused: lint/style/noRestrictedImports
import { c } from "../../../../../../api/src/index.ts"; // refused: lint/style/noRestrictedImports
import { a } from "../../../../../../web/src/shared/probe.ts"; // refused: lint/style/noRestrictedImports
import { d } from "../../../../bom/elements.ts";

export const probe = [a, b, c, d];
