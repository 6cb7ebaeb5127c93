// Entry of the `fenestra` command. Each command lives in its own file under ./commands/
// and is loaded only when it is called.
import { commandTable } from "./commands/index.ts";

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const load = name ? commandTable[name] : undefined;
  if (!load) {
    process.stderr.write(`usage: fenestra <${Object.keys(commandTable).sort().join("|")}> [args]\n`);
    return name ? 2 : 0;
  }
  const command = await load();
  return command.run(rest);
}

process.exitCode = await main(process.argv.slice(2));
