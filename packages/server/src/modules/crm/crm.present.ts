import type { CustomerDto } from "@fenestra/api";
import type { TrackState, VisitState } from "@fenestra/core/crm/crm-machines";
import { visitEvents } from "@fenestra/core/crm/crm-machines";
import type { CustomerType, Interest, Satisfaction } from "@fenestra/core/crm/customer-fields";
import type { followUps, returnVisits } from "../../db/schema/index.ts";
import type { CustomerRow } from "../../tenancy/customer-access.ts";

export function presentCustomer(c: CustomerRow, ownerName: string | null): CustomerDto {
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    type: c.type as CustomerType,
    address: c.address,
    note: c.note,
    source: c.source,
    ownerId: c.ownerId,
    ownerName,
    track: c.track as TrackState,
    nextFollowUp: c.nextFollowUp,
    createdAt: c.createdAt.toISOString(),
    version: c.version,
  };
}

export function presentFollowUp(f: typeof followUps.$inferSelect, trackerName: string | null) {
  return {
    id: f.id,
    customerId: f.customerId,
    interest: f.interest as Interest,
    track: f.track as TrackState,
    trackerId: f.trackerId,
    trackerName,
    at: f.at.toISOString(),
    content: f.content,
    nextDate: f.nextDate,
  };
}

export type VisitWithContract = {
  visit: typeof returnVisits.$inferSelect;
  contractNo: string | null;
  customerId: number | null;
  customer: string | null;
  phone: string | null;
};

export function presentVisit({ visit, contractNo, customerId, customer, phone }: VisitWithContract) {
  const status = visit.status as VisitState;
  return {
    id: visit.id,
    contractId: visit.contractId,
    contractNo: contractNo ?? "",
    customerId,
    customerName: customer ?? "",
    phone: phone ?? "",
    status,
    satisfaction: (visit.satisfaction as Satisfaction | null) ?? null,
    feedback: visit.feedback,
    events: visitEvents(status),
    createdAt: visit.createdAt.toISOString(),
    updatedAt: visit.updatedAt.toISOString(),
  };
}
