// `fenestra seed`: migrates, then creates the demo company if it is missing, with its month of
// work (customers, contracts, production, stock, money), as a first start does.
export async function run(): Promise<number> {
  const { DEMO, describeConfiguredDatabase, openConfiguredDatabase, seedDemoCompany } = await import(
    "@fenestra/server"
  );
  const handle = await openConfiguredDatabase();
  try {
    const { created } = await seedDemoCompany(handle.db);
    process.stdout.write(
      `${created ? "seeded" : "already seeded"}: ${DEMO.company}, phone ${DEMO.phone}, password ${DEMO.password} ` +
        `(${describeConfiguredDatabase()})\n`,
    );
  } finally {
    await handle.close();
  }
  return 0;
}
