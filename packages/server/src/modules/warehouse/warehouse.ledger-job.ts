import { XLSX_TYPE } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { type FileJobDeps, fileJobKind } from "../../jobs/file-jobs.ts";
import * as q from "./warehouse.queries.ts";
import * as service from "./warehouse.service.ts";

// The stock records' workbook as a file job (jobs/file-jobs.ts): the same .xlsx as GET
// /api/warehouse/ledger/xlsx, written by a worker of any process.

/** Most stock records one export holds. */
export const LEDGER_EXPORT_LIMIT = 100_000;

type LedgerFilter = Parameters<typeof q.ledgerAll>[2];

export function ledgerExportJobs(app: FastifyInstance, deps: FileJobDeps) {
  return fileJobKind<LedgerFilter>(
    app,
    deps,
    "warehouse.ledger",
    async (tenant, filter, language, progress) => {
      const rows = await q.ledgerAll(deps.db, tenant, filter, LEDGER_EXPORT_LIMIT);
      await progress(0.4);
      const { ledgerXlsx } = await import("./warehouse.xlsx.ts");
      const bytes = await ledgerXlsx(rows.map(service.lineOut), language);
      return { bytes, fileName: "stock-records.xlsx", contentType: XLSX_TYPE };
    },
  );
}
