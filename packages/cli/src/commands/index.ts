// The command table: each command lives in its own file and is loaded only when called.
type CommandModule = { run(args: string[]): Promise<number> };

export const commandTable: Record<string, () => Promise<CommandModule>> = {
  formula: () => import("./formula.ts"),
  bom: () => import("./bom.ts"),
  layout: () => import("./layout.ts"),
  export: () => import("./export.ts"),
  "sms-outbox": () => import("./sms-outbox.ts"),
  migrate: () => import("./migrate.ts"),
  backup: () => import("./backup.ts"),
  restore: () => import("./restore.ts"),
  seed: () => import("./seed.ts"),
  operator: () => import("./operator.ts"),
  password: () => import("./password.ts"),
  start: () => import("./start.ts"),
  optimize: () => import("./optimize.ts"),
  scene: () => import("./scene.ts"),
  sketch: () => import("./sketch.ts"),
};
