import { index, integer, jsonb, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import { instantColumn, timestampColumns } from "./columns.ts";
import { companyColumn, userColumn } from "./tenant-columns.ts";

/**
 * Work a request starts and a worker does (jobs/background-jobs.ts, docs/scaling.md): the request
 * answers at once with the job's id, the page asks for its progress and then its result. On
 * PostgreSQL pg-boss hands the job to any process and hands it again to another when the one
 * working on it dies; its effect (an optimization's metering) is written with its result, once.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyColumn(),
    /** Who started it: only they read it back. */
    userId: userColumn("user_id"),
    /** What it does: "cutting.optimize". */
    kind: text("kind").notNull(),
    /** queued | running | done | failed */
    state: text("state").notNull().default("queued"),
    /** 0 to 1: the share of its parts done. */
    progress: real("progress").notNull().default(0),
    /** What the request asked for (the request body, checked). */
    input: jsonb("input").notNull(),
    result: jsonb("result"),
    /** A refusal's message key and parameters (shown in the reader's language). */
    error: jsonb("error").$type<{ key: string; params?: Record<string, string> }>(),
    /** How many times a worker took it up (more than one: a process died while working on it). */
    attempts: integer("attempts").notNull().default(0),
    finishedAt: instantColumn("finished_at"),
    ...timestampColumns(),
  },
  (t) => [index("background_jobs_company_state").on(t.companyId, t.state, t.createdAt)],
);
