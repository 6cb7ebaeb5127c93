import { XLSX_TYPE } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { type FileJobDeps, fileJobKind } from "../../jobs/file-jobs.ts";
import { presentCustomer } from "./crm.present.ts";
import { allCustomers } from "./customers.queries.ts";
import { customersXlsx } from "./customers.xlsx.ts";

// The customers' workbook as a file job (jobs/file-jobs.ts): the same .xlsx as GET
// /api/customers/xlsx, written by a worker of any process.

/** An export holds at most this many customers (the newest the query finds). */
export const EXPORT_LIMIT = 20_000;

type CustomerFilter = Parameters<typeof allCustomers>[2];

export function customersExportJobs(app: FastifyInstance, deps: FileJobDeps) {
  return fileJobKind<CustomerFilter>(
    app,
    deps,
    "crm.customers",
    async (tenant, filter, language, progress) => {
      const rows = await allCustomers(deps.db, tenant, filter, EXPORT_LIMIT);
      await progress(0.4);
      const bytes = await customersXlsx(
        rows.map((row) => presentCustomer(row.customer, row.ownerName)),
        language,
      );
      return { bytes, fileName: "customers.xlsx", contentType: XLSX_TYPE };
    },
  );
}
