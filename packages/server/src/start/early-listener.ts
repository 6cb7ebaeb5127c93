import type { IncomingMessage, Server, ServerResponse } from "node:http";

// A process listens before it opens its database, migrates, seeds and builds the app (seconds), so
// that it is seen alive at once (issue 35: /api/health within 2 s of the start): GET /api/health
// answers 200 from the first moment, /api/ready 503 until the app serves, and any other request
// waits for the app and is then served by it, as if it had come a moment later. A proxy that sends
// a request to a process still starting therefore sees a slow answer, never a refusal.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export type EarlyListener = {
  /** The app serves from now on: the requests that waited are handed to it, in their order. */
  handOver(app: Handler): void;
  /**
   * Stops taking connections and answers every request still running; keep-alive connections
   * are closed after their answer. Resolves when none is in flight, or after `ms`.
   */
  drain(ms: number): Promise<void>;
};

/** Serves `server`'s requests: the start-up answers until `handOver`, the app's after it. */
export function listenEarly(server: Server): EarlyListener {
  let app: Handler | undefined;
  let draining = false;
  let inFlight = 0;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  // The answers' text is in the caller's language: the catalogue loads beside the start.
  const catalogue = import("../i18n/catalogue.ts");

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    res.once("close", () => inFlight--);
    if (draining) res.setHeader("connection", "close");
    if (app) return app(req, res);
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "GET" && path === "/api/health") return void answerHealth(req, res);
    if (req.method === "GET" && path === "/api/ready") {
      res.writeHead(503, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      return void res.end(JSON.stringify({ status: "unready", failing: ["starting"] }));
    }
    waiting.push([req, res]);
  };

  const answerHealth = async (req: IncomingMessage, res: ServerResponse) => {
    const { pickLanguage, translate } = await catalogue;
    const key = "success.get";
    const body = {
      code: 0,
      message: translate(pickLanguage(req.headers.targetlanguage), key),
      key,
      data: { status: "ok" },
    };
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  server.on("request", serve);
  return {
    handOver(handler) {
      app = handler;
      for (const [req, res] of waiting.splice(0)) handler(req, res);
    },
    async drain(ms) {
      draining = true;
      server.close();
      server.closeIdleConnections();
      const until = performance.now() + ms;
      while (inFlight > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
      server.closeAllConnections();
    },
  };
}
