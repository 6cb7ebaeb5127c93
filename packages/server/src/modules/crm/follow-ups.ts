// Follow-ups of a customer and the "due today" list (SPEC §4: interest, track status, tracker,
// time, content, next date). A follow-up is written through its customer's visibility.
import type { FollowUpCreate } from "@fenestra/api";
import { trackTransition } from "@fenestra/core/crm/crm-machines";
import { and, asc, eq, lte, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, followUps, users } from "../../db/schema/index.ts";
import { nextVersion } from "../../db/versioned-update.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { loadCustomerFor, type VisibleCustomer, visibleCustomers } from "../../tenancy/customer-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { presentFollowUp } from "./crm.present.ts";
import { isCompanyUser } from "./customers.queries.ts";

/** The accounts of the company a follow-up may name as its tracker: the main account first. */
export async function trackersOf(db: Db, tenant: Tenant) {
  return db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(eq(users.companyId, tenant.companyId))
    .orderBy(asc(users.fid), asc(users.id));
}

/** Records a follow-up; the customer takes its track status (core's table) and next date. */
export async function addFollowUp(
  db: Db,
  tenant: Tenant,
  now: Date,
  customerId: number,
  body: FollowUpCreate,
) {
  const trackerId = body.trackerId ?? tenant.userId;
  // Another company's account (or none) is refused at the field.
  if (trackerId !== tenant.userId && !(await isCompanyUser(db, tenant, trackerId)))
    throw new FieldError("trackerId", "crm.tracker_invalid");
  return db.transaction(async (tx) => {
    const customer = await loadCustomerFor(tx, tenant, customerId, true);
    const moved = trackTransition(customer.track as never, body.track);
    if (!moved.ok) throw new AppError(moved.refusal);
    const [row] = await tx
      .insert(followUps)
      .values({
        companyId: customer.companyId,
        customerId: customer.id,
        interest: body.interest,
        track: moved.state,
        trackerId,
        at: body.at ? new Date(body.at) : now,
        content: body.content,
        nextDate: body.nextDate ?? null,
      })
      .returning();
    if (!row) throw new AppError("other.save_failed");
    await tx
      .update(customers)
      .set({
        track: moved.state,
        nextFollowUp: body.nextDate ?? null,
        updatedAt: now,
        version: nextVersion(customers),
      })
      .where(eq(customers.id, customer.id));
    const [tracker] = await tx.select({ name: users.nickname }).from(users).where(eq(users.id, trackerId));
    return presentFollowUp(row, tracker?.name ?? null);
  });
}

/** A customer's follow-ups, newest first. */
export async function followUpsOf(db: Db, customer: VisibleCustomer) {
  const rows = await db
    .select({ followUp: followUps, trackerName: users.nickname })
    .from(followUps)
    .leftJoin(users, eq(users.id, followUps.trackerId))
    .where(eq(followUps.customerId, customer.id));
  return rows.map((r) => presentFollowUp(r.followUp, r.trackerName));
}

/** Customers the tenant sees whose next follow-up is `today` or before, oldest date first. */
export async function dueFollowUps(db: Db, tenant: Tenant, today: string, customerId?: number) {
  const rows = await db
    .select({
      customerId: customers.id,
      name: customers.name,
      phone: customers.phone,
      nextDate: customers.nextFollowUp,
      ownerName: users.nickname,
    })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.ownerId))
    .where(
      and(
        visibleCustomers(tenant),
        lte(customers.nextFollowUp, today),
        ne(customers.track, "ended"),
        customerId ? eq(customers.id, customerId) : undefined,
      ),
    )
    .orderBy(asc(customers.nextFollowUp), asc(customers.id))
    .limit(50);
  return rows.flatMap((r) =>
    r.nextDate === null
      ? []
      : [
          {
            ...r,
            nextDate: r.nextDate,
            due: r.nextDate === today ? ("today" as const) : ("overdue" as const),
          },
        ],
  );
}
