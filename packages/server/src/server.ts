// Entry point. The process listens first, with nothing loaded but node:http and its settings, so
// that GET /api/health answers within moments of the start (a killed process of a cluster is seen
// back at once); /api/ready answers 503 and other requests wait until the app serves them
// (start/early-listener.ts). Then start/serve.ts opens the database, migrates, seeds and builds
// the app.
import { createServer } from "node:http";
import { readConfig } from "./config.ts";
import { listenEarly } from "./start/early-listener.ts";

const config = readConfig();
const server = createServer();
const early = listenEarly(server);
await new Promise<void>((resolve, reject) => {
  server.once("error", reject);
  server.listen(config.port, config.host, () => {
    server.off("error", reject);
    resolve();
  });
});
const { serve } = await import("./start/serve.ts");
await serve(config, server, early);
