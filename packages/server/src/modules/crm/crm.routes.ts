import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { loadCustomerFor } from "../../tenancy/customer-access.ts";
import { presentCustomer } from "./crm.present.ts";
import { importCustomers } from "./customer-import.ts";
import { customersExportJobs, EXPORT_LIMIT } from "./customers.export-job.ts";
import { allCustomers } from "./customers.queries.ts";
import * as customers from "./customers.service.ts";
import { customersXlsx } from "./customers.xlsx.ts";
import { addFollowUp, dueFollowUps, trackersOf } from "./follow-ups.ts";
import { listVisits, moveVisit } from "./return-visits.ts";
import { timelineOf } from "./timeline.ts";

export async function crmRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.crm;
  register(app, r.list, async (req) => customers.list(db, tenantOf(req), req.query));
  register(app, r.create, async (req) => customers.createCustomer(db, tenantOf(req), req.body));
  register(app, r.match, async (req) => customers.matchCustomers(db, tenantOf(req), req.query));
  register(app, r.detail, async (req) => {
    const tenant = tenantOf(req);
    const customer = await loadCustomerFor(db, tenant, req.params.id);
    const [shown, timeline] = await Promise.all([
      customers.presentVisible(db, customer),
      timelineOf(db, tenant, customer),
    ]);
    return { ...shown, timeline };
  });
  register(app, r.update, async (req) =>
    customers.updateCustomer(db, tenantOf(req), req.params.id, req.body),
  );
  register(app, r.exportXlsx, async (req, reply) => {
    const rows = await allCustomers(db, tenantOf(req), req.query, EXPORT_LIMIT);
    const bytes = await customersXlsx(
      rows.map((row) => presentCustomer(row.customer, row.ownerName)),
      req.language,
    );
    reply
      .header("content-type", r.exportXlsx.response.raw[0])
      .header("content-disposition", 'attachment; filename="customers.xlsx"');
    return bytes;
  });
  const exportJobs = customersExportJobs(app, deps);
  register(app, r.startExport, async (req) => exportJobs.start(tenantOf(req), req.body, req.language));
  register(app, r.importXlsx, async (req) => importCustomers(db, tenantOf(req), req.language, req.body.file));
  register(app, r.addFollowUp, async (req) =>
    addFollowUp(db, tenantOf(req), clock(), req.params.id, req.body),
  );
  register(app, r.due, async (req) =>
    dueFollowUps(
      db,
      tenantOf(req),
      req.query.today ?? clock().toISOString().slice(0, 10),
      req.query.customer,
    ),
  );
  register(app, r.trackers, async (req) => trackersOf(db, tenantOf(req)));
  register(app, r.returnVisits, async (req) => listVisits(db, tenantOf(req), req.query));
  register(app, r.moveReturnVisit, async (req) =>
    moveVisit(db, tenantOf(req), clock(), req.params.id, req.body),
  );
}
