export { type AppOptions, buildApp } from "./app.ts";
export { BackupError, restoreBackup, writeBackup } from "./backup/backup.ts";
export { configuredBackupPlace } from "./backup/configured-place.ts";
export { readConfig } from "./config.ts";
export { type DatabaseHandle, type Db, openDatabase } from "./db/client.ts";
export { seedDemoCompany } from "./db/demo/demo-factory.ts";
export { migrationsFolder } from "./db/migrations-folder.ts";
export { describeConfiguredDatabase, openConfiguredDatabase } from "./db/open-configured.ts";
export {
  accountsWithPublishedPassword,
  createOperator,
  generatePassword,
  hasAccount,
  passwordProblem,
  resetPasswordByPhone,
} from "./db/operator-accounts.ts";
export { DEMO, seedDemo } from "./db/seed.ts";
export { outboxFor } from "./modules/sms/sms.queries.ts";
