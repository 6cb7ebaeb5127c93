import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` (from packages/server) writes SQL migrations from the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
