import { a } from "../../../../../../core/src/index.ts"; // refused: lint/style/noRestrictedImports
import { b } from "../../../../shared/api/client.ts";

export const probe = [a, b];
