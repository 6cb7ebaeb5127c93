import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { schedule } from "../../jobs/job-runner.ts";
import { authOf, tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { register } from "../../plugins/register-route.ts";
import { operatorOfAuth } from "../../tenancy/operator.ts";
import { commonCouponOf } from "./coupon.service.ts";
import * as invitation from "./invitation.service.ts";
import * as operator from "./operator.service.ts";
import type { PaymentProviders } from "./payment-provider.ts";
import * as q from "./purchase.queries.ts";
import * as purchase from "./purchase.service.ts";
import { receiptPdf } from "./purchase-receipt.ts";
import * as redemption from "./redemption.service.ts";

/** Each notification's body as it arrived (the signature covers these exact bytes). */
const rawBodies = new WeakMap<object, string>();

/**
 * The origin a share link or the sandbox's code URL names: the request's own (host header, behind
 * TRUST_PROXY its forwarded one).
 */
function originOf(req: { protocol: string; host: string }): string {
  return `${req.protocol}://${req.host}`;
}

export async function purchaseRoutes(app: FastifyInstance, deps: AppDeps & { payments: PaymentProviders }) {
  const r = routes.purchase;
  register(app, r.account, async (req) => purchase.accountOverview(deps, tenantOf(req)));
  register(app, r.quote, async (req) =>
    purchase.quote(deps, tenantOf(req), req.body.item, req.body.couponId),
  );
  register(app, r.createOrder, async (req) =>
    purchase.createOrder(deps, tenantOf(req), req.body, originOf(req)),
  );
  register(app, r.order, async (req) => purchase.orderStatus(deps, tenantOf(req), req.params.id));
  register(app, r.history, async (req) =>
    purchase.history(deps, tenantOf(req), req.query.page, req.query.pageSize),
  );
  register(app, r.receipt, async (req, reply) => {
    const tenant = tenantOf(req);
    const order = await q.findOrder(deps.db, tenant, req.params.id);
    if (!order) throw new AppError("purchase.order_missing");
    if (order.status !== "paid") throw new AppError("purchase.order_not_paid");
    const account = await q.accountOf(deps.db, tenant.companyId);
    const bytes = await receiptPdf(req.language, order, account?.company.name ?? "");
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="receipt-${order.outTradeNo}.pdf"`)
      .send(bytes);
  });
  register(app, r.redeem, async (req) => redemption.redeem(deps, tenantOf(req), req.body.code));
  register(app, r.renderTrial, async (req) => purchase.takeRenderTrial(deps, tenantOf(req)));
  register(app, r.shareExtension, async (req) => purchase.extendTrialBySharing(deps, tenantOf(req)));

  // The providers' notifications, in a scope of their own that keeps the body exactly as sent
  // (WeChat Pay signs the raw JSON) and reads Alipay's form posts.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
      rawBodies.set(req, String(body));
      try {
        done(null, body === "" ? {} : JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error("The notification is not JSON"), { statusCode: 400 }), undefined);
      }
    });
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (req, body, done) => {
        rawBodies.set(req, String(body));
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    register(scope, routes.payments.notify, async (req, reply) => {
      const provider = deps.payments[req.params.channel];
      if (!provider) return reply.status(404).type("text/plain").send("FAIL");
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
      ) as Record<string, string | undefined>;
      const send = (ok: boolean) => {
        const answer = provider.answer(ok);
        return reply.status(answer.status).type(answer.type).send(answer.body);
      };
      const payment = provider.verifyNotification(req.body, headers, rawBodies.get(req) ?? "");
      if (!payment) {
        req.log.warn({ channel: req.params.channel }, "payment notification with a bad signature");
        return send(false);
      }
      const outcome = await purchase.settle(deps, provider.channel, payment);
      if (outcome === "mismatch" || outcome === "unknown")
        req.log.warn({ outTradeNo: payment.outTradeNo, outcome }, "payment notification refused");
      // A repeat or an out-of-order notification is acknowledged (the provider stops resending).
      return send(outcome !== "mismatch" && outcome !== "unknown");
    });
  });

  const i = routes.invitation;
  register(app, i.summary, async (req) => invitation.summary(deps, tenantOf(req), originOf(req)));
  register(app, i.invited, async (req) =>
    invitation.invited(deps, tenantOf(req), req.query.page, req.query.pageSize),
  );
  register(app, i.withdraw, async (req) => invitation.withdraw(deps, tenantOf(req), req.body));
  register(app, i.withdrawals, async (req) =>
    invitation.listWithdrawals(deps.db, tenantOf(req), req.query.page, req.query.pageSize),
  );

  const o = routes.operator;
  const op = (req: Parameters<typeof authOf>[0]) => operatorOfAuth(authOf(req));
  register(app, o.utilization, async (req) => operator.utilization(deps.db, op(req), req.query));
  register(app, o.withdrawals, async (req) => operator.listWithdrawals(deps.db, op(req), req.query));
  register(app, o.processWithdrawal, async (req) =>
    operator.processWithdrawal(deps, op(req), req.params.id, req.body.status),
  );
  register(app, o.codes, async (req) =>
    redemption.listCodes(deps.db, op(req), req.query.page, req.query.pageSize),
  );
  register(app, o.createCodes, async (req) =>
    redemption.createCodes(deps.db, op(req), req.body.item, req.body.count),
  );
  register(app, o.activities, async (req) => operator.listActivities(deps.db, op(req)));
  register(app, o.createActivity, async (req) => operator.createActivity(deps.db, op(req), req.body));
  register(app, o.removeActivity, async (req) => operator.removeActivity(deps.db, op(req), req.params.id));
  register(app, o.coupons, async (req) => operator.listCoupons(deps.db, op(req)));
  register(app, o.createCoupon, async (req) => operator.createCoupon(deps.db, op(req), req.body));
  register(app, o.updateCoupon, async (req) =>
    operator.updateCoupon(deps.db, op(req), req.params.id, req.body),
  );

  register(app, routes.activity.current, async () => operator.currentActivity(deps));
  register(app, routes.coupon.common, async (req) => commonCouponOf(deps, tenantOf(req), req.query.phone));
}

/** How often the settle job asks the providers about unpaid orders. */
export const SETTLE_EVERY_MS = 60_000;

/**
 * The settle job on the job runner (the server's start passes runJobs): orders whose payment
 * notification never came are queried at their provider and settled, old unpaid ones closed.
 */
export function schedulePurchaseJobs(app: FastifyInstance, clock: () => Date) {
  schedule(
    app,
    {
      name: "payment-settle",
      everyMs: SETTLE_EVERY_MS,
      run: async () => {
        const { granted, closed } = await app.settleUnpaidPayments();
        return granted + closed;
      },
    },
    clock,
  );
}
