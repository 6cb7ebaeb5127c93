import { b } from "@fenestra/core";
import { a } from "../../../../../core/src/index.ts"; // refused: lint/style/noRestrictedImports

export const probe = [a, b];
