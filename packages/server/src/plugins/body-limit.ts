import type { IncomingMessage } from "node:http";
import { errorCodes, type FastifyInstance } from "fastify";
import type { MessageKey } from "../i18n/catalogue.ts";

// A body over its route's limit (1 MiB unless the route declares more: a series model, an
// upload) is answered — a 400 with a field message in the caller's language (error-handler.ts) —
// never a dropped connection. Fastify refuses such a body before reading it and closes the
// connection after its answer; a caller still sending then meets a reset instead of the answer.
// Here the rest of the body is read and thrown away first, so the caller finishes sending, reads
// the answer and may keep the connection. The same holds whatever the content type (JSON, text,
// multipart): the declared length is checked before any parser is chosen.

declare module "fastify" {
  interface FastifyContextConfig {
    /** The field and message a body over this route's limit is refused with (register-route.ts). */
    tooLarge?: TooLarge;
  }
}

/** How a route names a body over its limit: an upload says "the image is larger than 3M" at `data`. */
export type TooLarge = { field: string; key: MessageKey };

/**
 * Bytes of a refused body the server reads and discards so that its caller gets the answer.
 * A body larger still is answered at once and the connection closed: the server is no sink.
 */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

export const isBodyTooLarge = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "FST_ERR_CTP_BODY_TOO_LARGE";

/** Reads the rest of a request's body into nothing; false when it is too long to wait for. */
function discardRest(raw: IncomingMessage, declared: number): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (declared > DISCARD_MAX_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (whole: boolean) => {
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("error", onFail);
      raw.off("close", onClose);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const onClose = () => finish(raw.complete);
    raw.on("data", onData);
    raw.once("end", onEnd);
    raw.once("error", onFail);
    raw.once("close", onClose);
    raw.resume();
  });
}

export function installBodyLimit(app: FastifyInstance) {
  // A declared length over the limit is refused before a parser is chosen: JSON, text and
  // multipart alike (a content type the route does not take would otherwise be answered first).
  app.addHook("preParsing", async (request) => {
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > request.routeOptions.bodyLimit)
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });
  // Before the answer (whichever error handler words it): the caller finishes sending.
  app.addHook("onError", async (request, reply, error) => {
    if (!isBodyTooLarge(error)) return;
    const declared = Number(request.headers["content-length"]);
    if (await discardRest(request.raw, Number.isFinite(declared) ? declared : 0))
      reply.removeHeader("connection");
    else reply.header("connection", "close");
  });
}
