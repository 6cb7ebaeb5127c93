import type { FastifyBaseLogger } from "fastify";

// A fault no request caught — a rejected promise nobody awaited, a throw inside a timer, an
// 'error' event nobody listens to — would otherwise end the process, and with it every caller's
// requests. The server start (server.ts) installs these handlers: the fault is logged with its
// details (the logger's error serializer: type, message without SQL parameters, stack, code —
// never the value a non-Error rejection carries, a password, a token or a body) and the server
// keeps serving. Each such line is a bug to fix where it was thrown.

/** Logs unhandled rejections and uncaught exceptions instead of exiting; returns the uninstaller. */
export function keepServingThroughFaults(log: FastifyBaseLogger): () => void {
  const onRejection = (reason: unknown) => {
    log.error({ err: reason, fault: "unhandledRejection" }, "unhandled rejection; still serving");
  };
  const onException = (error: Error, origin: string) => {
    log.error({ err: error, fault: origin }, "uncaught exception; still serving");
  };
  process.on("unhandledRejection", onRejection);
  process.on("uncaughtException", onException);
  return () => {
    process.off("unhandledRejection", onRejection);
    process.off("uncaughtException", onException);
  };
}
