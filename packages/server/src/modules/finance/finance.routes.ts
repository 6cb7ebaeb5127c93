import { routes, XLSX_TYPE } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { documentWords } from "../../i18n/catalogue.ts";
import { fileExport } from "../../jobs/file-jobs.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as accounts from "./accounts.service.ts";
import * as entries from "./entries.service.ts";
import { profitPage } from "./profit.service.ts";
import { overdueList, saveSchedule, scheduleOf } from "./repayments.service.ts";
import { ageing, statistics } from "./statistics.service.ts";

export async function financeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.finance;
  register(app, r.accounts, async (req) => accounts.accountsOf(db, tenantOf(req)));
  register(app, r.createAccount, async (req) => accounts.createAccount(db, tenantOf(req), req.body));
  register(app, r.updateAccount, async (req) =>
    accounts.updateAccount(db, tenantOf(req), req.params.id, req.body),
  );
  register(app, r.deleteAccount, async (req) => accounts.removeAccount(db, tenantOf(req), req.params.id));
  register(app, r.entries, async (req) => entries.listEntries(db, tenantOf(req), req.query));
  register(
    app,
    r.recordExpenditure,
    async (req) => entries.recordExpenditure(db, tenantOf(req), req.body, clock()),
    // A 3M image in base64 with room for the other fields: larger ones get the field message.
    { bodyLimit: 5 * 1024 * 1024 },
  );
  register(app, r.reverseEntry, async (req) =>
    entries.reverseEntry(db, tenantOf(req), req.params.id, clock()),
  );
  register(app, r.audit, async (req) => entries.auditEntries(db, tenantOf(req), req.body.ids, clock()));
  register(app, r.attachment, async (req) => entries.attachmentOf(db, tenantOf(req), req.params.id));
  register(app, r.schedule, async (req) => scheduleOf(db, tenantOf(req), req.params.id, clock()));
  register(app, r.saveSchedule, async (req) =>
    saveSchedule(db, tenantOf(req), req.params.id, req.body, clock()),
  );
  register(app, r.overdue, async (req) =>
    overdueList(db, tenantOf(req), req.query.page, req.query.pageSize, clock()),
  );
  register(app, r.statistics, async (req) => statistics(db, tenantOf(req), req.query));
  register(app, r.ageing, async (req) => ageing(db, tenantOf(req), clock()));
  fileExport(
    app,
    deps,
    "finance.statistics",
    { file: r.statisticsXlsx, job: r.statisticsXlsxJob },
    async (tenant, { args }, language) => {
      const stats = await statistics(db, tenant, args);
      const aged = await ageing(db, tenant, clock());
      const labels = documentWords[language].finance;
      // exceljs loads on the first export, not at every server start
      const { statisticsXlsx } = await import("./finance.xlsx.ts");
      const bytes = await statisticsXlsx(stats, aged, labels);
      return { bytes, fileName: `${labels.fileName}-${stats.from}-${stats.to}.xlsx`, contentType: XLSX_TYPE };
    },
  );
  register(app, r.orderProfit, async (req) =>
    profitPage(db, tenantOf(req), req.query.page, req.query.pageSize, clock()),
  );
}
