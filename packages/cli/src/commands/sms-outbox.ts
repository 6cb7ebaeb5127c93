// `fenestra sms-outbox PHONE`: the messages the local SMS provider "sent" to PHONE, newest
// first, as JSON. PGlite allows one process per data folder, so when a server is already
// listening on PORT the command asks it (/api/dev/sms-outbox) instead of opening the folder.
// It reads the database the server would (DATABASE_URL, else DATA_DIR, else ./data), says on
// stderr which it read, and never makes a data folder: a missing one is an error naming it.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

type Item = { phone: string; purpose: string; code: string; text: string; sentAt: string };

async function fromRunningServer(phone: string, port: string): Promise<Item[] | undefined> {
  try {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
      {
        signal: AbortSignal.timeout(1500),
      },
    );
    if (!response.ok) return undefined;
    const body = (await response.json()) as { code: number; data?: { items: Item[] } };
    return body.code === 0 ? body.data?.items : undefined;
  } catch {
    return undefined;
  }
}

async function fromDatabase(phone: string, limit: number): Promise<Item[] | string> {
  const { describeConfiguredDatabase, openConfiguredDatabase, outboxFor, readConfig } = await import(
    "@fenestra/server"
  );
  const config = readConfig(process.env);
  if (!config.databaseUrl && !existsSync(config.dataDir))
    return `no data folder at ${config.dataDir}: start the server once (npm start), or set DATA_DIR to the folder it uses\n`;
  process.stderr.write(`outbox of ${describeConfiguredDatabase()}\n`);
  const handle = await openConfiguredDatabase();
  try {
    const rows = await outboxFor(handle.db, phone, limit);
    return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
  } finally {
    await handle.close();
  }
}

export async function run(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { limit: { type: "string", default: "20" }, direct: { type: "boolean", default: false } },
  });
  const phone = positionals[0];
  if (!phone) {
    process.stderr.write("usage: fenestra sms-outbox PHONE [--limit N] [--direct]\n");
    return 2;
  }
  const limit = Number(values.limit);
  const port = process.env.PORT ?? "3000";
  const viaServer = values.direct ? undefined : await fromRunningServer(phone, port);
  if (viaServer) process.stderr.write(`outbox of the server on port ${port}\n`);
  const items = viaServer ?? (await fromDatabase(phone, limit));
  if (typeof items === "string") {
    process.stderr.write(items);
    return 1;
  }
  process.stdout.write(`${JSON.stringify({ phone, items: items.slice(0, limit) }, null, 2)}\n`);
  return 0;
}
