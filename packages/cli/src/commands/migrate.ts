// `fenestra migrate`: applies the SQL migrations to DATABASE_URL, or to PGlite in DATA_DIR.
export async function run(): Promise<number> {
  const { describeConfiguredDatabase, openConfiguredDatabase } = await import("@fenestra/server");
  const handle = await openConfiguredDatabase();
  await handle.close();
  process.stdout.write(`migrations applied: ${describeConfiguredDatabase()}\n`);
  return 0;
}
