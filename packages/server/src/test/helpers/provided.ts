// Values the global setups hand to every test file (vitest provide/inject).
declare module "vitest" {
  export interface ProvidedContext {
    /** File holding a dumpDataDir() of a migrated PGlite database. */
    pgliteDump: string;
    /** Name of a migrated PostgreSQL database to copy per test file. */
    pgTemplate: string;
    /** Connection string of the PostgreSQL server (any database). */
    pgBaseUrl: string;
  }
}

export {};
