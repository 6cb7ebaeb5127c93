import { newRequestKey } from "../../shared/api/request-key.ts";

export const key = crypto.randomUUID(); // refused: plugin
export const other = globalThis.crypto.randomUUID(); // refused: plugin
export const fine = newRequestKey();
