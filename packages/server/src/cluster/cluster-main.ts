// The entry of `npm run start:cluster` (built into dist/cluster.js beside dist/server.js).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { clusterStorageRefusal, defaultProcesses, startCluster, waitFor } from "./cluster.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write(
    "start:cluster runs several processes on one PostgreSQL database: set DATABASE_URL (the embedded PGlite serves one process: npm start).\n",
  );
  process.exit(1);
}
const storageRefused = clusterStorageRefusal();
if (storageRefused) {
  process.stderr.write(`${storageRefused}\n`);
  process.exit(1);
}
try {
  const port = Number(process.env.PORT ?? 3000);
  const processes = defaultProcesses();
  const basePort = Number(process.env.CLUSTER_BASE_PORT ?? port + 1);
  const here = dirname(fileURLToPath(import.meta.url));
  const cluster = await startCluster({
    databaseUrl,
    processes,
    listen: { host: process.env.HOST ?? "0.0.0.0", port },
    basePort,
    serverArgs: [join(here, "server.js")],
  });
  await Promise.all(cluster.ports.map((p) => waitFor(`http://127.0.0.1:${p}/api/ready`, 120_000)));
  process.stdout.write(
    `Fenestra cluster: ${processes} processes (ports ${cluster.ports.join(", ")}) behind nginx at http://localhost:${port}\n`,
  );
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
