/**
 * True (and says so on stderr) when a server answers on PORT of this machine: PGlite allows one
 * process per data folder, so a command that opens the folder must wait until it is stopped.
 */
export async function pgliteServerRunning(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const port = env.PORT ?? "3000";
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1500) });
  } catch {
    return false;
  }
  process.stderr.write(
    `A Fenestra server answers on port ${port}. Its PGlite data folder belongs to it: stop it first, then run this again.\n`,
  );
  return true;
}
