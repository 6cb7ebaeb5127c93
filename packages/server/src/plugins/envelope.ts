import { CODES, type Envelope } from "@fenestra/api";
import type { FastifyRequest } from "fastify";
import type { MessageKey } from "../i18n/catalogue.ts";
import { translate } from "../i18n/catalogue.ts";

export { type Envelope, envelopeOf, fieldErrorSchema } from "@fenestra/api";

/** A success envelope with its message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = "success.get"): Envelope<T> {
  return { code: CODES.ok, message: translate(request.language, key), key, data };
}
