import { orderItemBodySchema } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import { phoneKey } from "@fenestra/core/crm/customer-fields";
import {
  CUSTOM_ORDER_SOURCE,
  type CustomerOrder,
  type CustomerWindow,
  type LinkSettings,
  type LinkTemplate,
  refuseWindows,
} from "@fenestra/core/custom-order/custom-order";
import type { SeriesGeometry } from "@fenestra/core/design/series-geometry";
import { eventKey } from "@fenestra/core/messages/messages";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError, CODES, FieldError } from "../../plugins/errors.ts";
import { newToken } from "../../shared/tokens.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { takeHits, throttleKey } from "../auth/throttle.ts";
import * as customers from "../crm/customers.queries.ts";
import { windowSvg } from "../exports/window-drawing.ts";
import { defaultGeometry, drawOpening, templateOf } from "../measurement/convert.ts";
import { writeMessage } from "../messages/messages.queries.ts";
import { priceItem } from "../orders/order-pricing.ts";
import * as orders from "../orders/orders.service.ts";
import * as q from "./custom-order.queries.ts";

// The customer order link (docs/custom-order.md). The company's side: its link, made, changed,
// given a new address. The customer's side (no sign-in, the token the key): the form, indicative
// prices, and the order, which arrives in one transaction as an intention order, a CRM lead and a
// message in the company's message centre, once per submission key.

const presentLink = (row: q.LinkRow) => ({
  token: row.token,
  enabled: row.enabled,
  showPrice: row.showPrice,
  templates: row.templates,
});

export async function settings(db: Db, tenant: Tenant) {
  const [row, geometry] = await Promise.all([q.linkOf(db, tenant), defaultGeometry(db, tenant)]);
  return { link: row ? presentLink(row) : null, colours: [...(geometry.colours ?? [])] };
}

/** Saves the link's settings (making the link the first time); every template must exist. */
export async function save(db: Db, tenant: Tenant, now: Date, body: LinkSettings) {
  for (const [index, t] of body.templates.entries()) {
    await templateOf(db, tenant, t.key).catch(() => {
      throw new FieldError(`templates.${index}.key`, "customOrder.template_missing");
    });
  }
  const row = await q.saveLink(db, tenant, body, newToken(), now);
  if (!row) throw new AppError("other.save_failed");
  return presentLink(row);
}

/** A new address: the old one and its QR code open nothing from now on. */
export async function rotate(db: Db, tenant: Tenant, now: Date) {
  const row = await q.setToken(db, tenant, newToken(), now);
  if (!row) throw new AppError("customOrder.no_link");
  return presentLink(row);
}

/** The open link of a token and its company, or the one refusal a closed or unknown one gets. */
async function openLink(db: Db, token: string) {
  const link = await q.linkByToken(db, token);
  const company = link?.enabled ? await q.linkCompany(db, link.companyId) : undefined;
  if (!link || !company) throw new AppError("customOrder.link_closed");
  return { link, company };
}

/** The form as a customer opens it: the company's name, its chosen templates, its colours. */
export async function open(db: Db, token: string, language: Language) {
  const { link, company } = await openLink(db, token);
  const geometry = await defaultGeometry(db, company.tenant);
  const templates = [];
  for (const t of link.templates) {
    const template = await templateOf(db, company.tenant, t.key).catch(() => undefined);
    if (!template) continue; // deleted since it was chosen: not offered
    templates.push({
      key: t.key,
      name: template.nameKey,
      builtin: t.key.startsWith("builtin:"),
      svg: drawing(template.design, geometry, language),
      minWidth: t.minWidth,
      maxWidth: t.maxWidth,
      minHeight: t.minHeight,
      maxHeight: t.maxHeight,
    });
  }
  return {
    companyName: company.name,
    showPrice: link.showPrice,
    templates,
    colours: [...(geometry.colours ?? [])],
  };
}

function drawing(design: Parameters<typeof windowSvg>[0], geometry: SeriesGeometry, language: Language) {
  try {
    return windowSvg(design, geometry, language);
  } catch {
    return "";
  }
}

/** The windows the link takes, or the first refusal at its field (400, nothing done). */
function checkWindows(
  templates: readonly LinkTemplate[],
  colours: readonly string[],
  windows: CustomerWindow[],
) {
  const refusal = refuseWindows(templates, colours, windows);
  if (refusal) throw new FieldError(refusal.field, refusal.key, refusal.params);
}

/** Each window as an order item's body: drawn from its template at its size, in its colour. */
async function itemBodies(db: Db, tenant: Tenant, windows: readonly CustomerWindow[]) {
  const geometry = await defaultGeometry(db, tenant);
  const bodies = [];
  for (const [index, w] of windows.entries()) {
    const template = await templateOf(db, tenant, w.templateKey).catch(() => {
      throw new FieldError(`windows.${index}.templateKey`, "customOrder.template_not_offered");
    });
    let drawn: ReturnType<typeof drawOpening>;
    try {
      drawn = drawOpening(template, { width: w.width, height: w.height }, geometry, w.colour);
    } catch {
      throw new FieldError(`windows.${index}.width`, "customOrder.template_size_refused");
    }
    bodies.push(
      orderItemBodySchema.parse({
        design: drawn.design,
        origin: "template",
        windowNo: `C${index + 1}`,
        count: w.count,
        color: w.colour,
        width: drawn.summary.width,
        height: drawn.summary.height,
        area: drawn.summary.area,
      }),
    );
  }
  return bodies;
}

const address = (ip: string) => ip || "unknown";

/** Indicative prices (the series' quote, never a cost), when the company shows them. */
export async function price(deps: AppDeps, token: string, windows: CustomerWindow[], ip: string) {
  const { link, company } = await openLink(deps.db, token);
  if (!link.showPrice) throw new AppError("customOrder.prices_hidden");
  const geometry = await defaultGeometry(deps.db, company.tenant);
  checkWindows(link.templates, geometry.colours ?? [], windows);
  await takeHits(
    deps.db,
    deps.clock(),
    [
      {
        key: throttleKey.customOrderPriceAddress(address(ip)),
        limit: deps.limits.customOrderPricePerAddress,
      },
    ],
    "customOrder.too_many_requests",
    CODES.tooMany,
  );
  const bodies = await itemBodies(deps.db, company.tenant, windows);
  const priced = [];
  for (const body of bodies) {
    const { price, amount } = await priceItem(deps.db, company.tenant, body);
    priced.push({ price, amount });
  }
  return { windows: priced, total: priced.reduce((sum, w) => sum + w.amount, 0) };
}

/**
 * The customer's order: checked at its fields first (nothing counted, nothing made), then counted
 * against the link's and the address's limits (429), then in one transaction the submission's
 * key claimed, the lead found by phone or made, the intention order and its windows made and the
 * message written. A resend with the same key answers the first order and makes nothing.
 */
export async function submit(deps: AppDeps, token: string, body: CustomerOrder, ip: string) {
  const { db } = deps;
  const { link, company } = await openLink(db, token);
  const { tenant } = company;
  const geometry = await defaultGeometry(db, tenant);
  checkWindows(link.templates, geometry.colours ?? [], body.windows);
  const earlier = await q.findSubmission(db, link.companyId, body.submissionKey);
  if (earlier?.orderNo) return { orderNo: earlier.orderNo };
  const now = deps.clock();
  await takeHits(
    db,
    now,
    [
      { key: throttleKey.customOrderLink(link.companyId), limit: deps.limits.customOrderPerLink },
      { key: throttleKey.customOrderAddress(address(ip)), limit: deps.limits.customOrderPerAddress },
    ],
    "customOrder.too_many_requests",
    CODES.tooMany,
  );
  const items = await itemBodies(db, tenant, body.windows);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        if (!(await q.claimSubmission(tx, link.companyId, body.submissionKey, now))) {
          const first = await q.findSubmission(tx, link.companyId, body.submissionKey);
          return { orderNo: first?.orderNo ?? "" };
        }
        await leadOf(tx, tenant, body);
        const order = await orders.create(tx, tenant, now, { kind: "intent", customer: body.name });
        for (const item of items) await orders.addItem(tx, tenant, order.id, item);
        const orderNo = order.orderNo ?? String(order.id);
        await writeMessage(tx, {
          companyId: link.companyId,
          kind: "custom_order",
          eventKey: eventKey.customOrder(order.id),
          params: { orderId: order.id, orderNo, customer: body.name },
          at: now,
        });
        await q.recordSubmission(tx, link.companyId, body.submissionKey, { orderId: order.id, orderNo });
        return { orderNo };
      });
    } catch (error) {
      // two customers' first orders with one phone at once: the second finds the first's lead
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError("other.save_failed");
}

/** The customer in the company's CRM by phone: the one it has, or a new lead (potential). */
async function leadOf(tx: Db, tenant: Tenant, body: CustomerOrder) {
  const existing = await customers.customerIdByPhone(tx, tenant, phoneKey(body.phone));
  if (existing !== null) return existing;
  const row = await customers.insertCustomer(tx, tenant, {
    name: body.name,
    phone: body.phone,
    type: "potential",
    address: "",
    note: body.note,
    source: CUSTOM_ORDER_SOURCE,
    ownerId: tenant.userId,
  });
  if (!row) throw new AppError("other.save_failed");
  return row.id;
}
