import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { NewProviderOrder, PayChannel, PaymentProvider, ProviderPayment } from "./payment-provider.ts";

// The local stand-in for WeChat Pay and Alipay: it keeps its orders in memory, serves a pay page
// at /sandbox-pay/<channel>/<out_trade_no>, and when "paid" posts a notification signed with a
// secret only this process knows (HMAC-SHA256 over the sorted fields, like Alipay's sign) to
// /api/payments/notify/<channel> — through the server's own request pipeline. It exists only
// when NODE_ENV is not production (buildApp refuses it there), and paying on its page grants
// only the order it names, which its own account created.

type SandboxOrder = NewProviderOrder & { channel: PayChannel; paid: boolean; tradeNo: string | null };

export type Sandbox = {
  providers: Record<PayChannel, PaymentProvider>;
  /** Adds the pay page routes (outside /api) and remembers the app to notify through. */
  install(app: FastifyInstance): void;
  /** Marks an order paid and sends its notification (`notify: false`: pay silently, for the query path). */
  pay(channel: PayChannel, outTradeNo: string, options?: { notify?: boolean }): Promise<void>;
  /** A notification body for `order` as the sandbox signs it (tests replay and alter it). */
  signedNotification(channel: PayChannel, payment: ProviderPayment): Record<string, string>;
};

function canonical(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key !== "sign" && fields[key] !== undefined && fields[key] !== "")
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join("&");
}

const PAGE_TEXT = {
  title: "沙箱支付 Sandbox payment",
  channel: { wechat: "微信支付 WeChat Pay", alipay: "支付宝 Alipay" },
  pay: "确认支付 Pay",
  silent: "支付但不通知 Pay without notification",
  paid: "支付成功，请返回商户页面。Paid: return to the merchant's page.",
  unknown: "订单不存在 Unknown order",
};

/** The pay page is the provider's site, not our API: out of the OpenAPI document. */
const sandboxRoute = () => ({ schema: { hide: true } });

export function createSandbox(): Sandbox {
  const secret = randomBytes(32);
  const orders = new Map<string, SandboxOrder>();
  let app: FastifyInstance | undefined;

  const sign = (fields: Record<string, unknown>) =>
    createHmac("sha256", secret).update(canonical(fields)).digest("hex");

  function signedNotification(channel: PayChannel, p: ProviderPayment): Record<string, string> {
    const fields: Record<string, string> = {
      channel,
      out_trade_no: p.outTradeNo,
      trade_no: p.providerTradeNo ?? "",
      total_fen: String(p.amountFen),
      trade_status:
        p.state === "paid" ? "TRADE_SUCCESS" : p.state === "closed" ? "TRADE_CLOSED" : "WAIT_BUYER_PAY",
      notify_id: randomBytes(8).toString("hex"),
    };
    return { ...fields, sign: sign(fields) };
  }

  function paymentOf(order: SandboxOrder): ProviderPayment {
    return {
      outTradeNo: order.outTradeNo,
      providerTradeNo: order.tradeNo,
      amountFen: order.amountFen,
      state: order.paid ? "paid" : "unpaid",
    };
  }

  function provider(channel: PayChannel): PaymentProvider {
    return {
      channel,
      async createOrder(order) {
        orders.set(order.outTradeNo, { ...order, channel, paid: false, tradeNo: null });
        // A code URL as the real providers answer one: a whole address, here our own pay page.
        return { payUrl: `${order.origin}/sandbox-pay/${channel}/${encodeURIComponent(order.outTradeNo)}` };
      },
      verifyNotification(body) {
        const given = typeof body.sign === "string" ? body.sign : "";
        const expected = sign(body);
        if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
          return null;
        if (body.channel !== channel) return null;
        const amountFen = Number(body.total_fen);
        if (!Number.isSafeInteger(amountFen)) return null;
        const status = String(body.trade_status);
        return {
          outTradeNo: String(body.out_trade_no),
          providerTradeNo: body.trade_no ? String(body.trade_no) : null,
          amountFen,
          state: status === "TRADE_SUCCESS" ? "paid" : status === "TRADE_CLOSED" ? "closed" : "unpaid",
        };
      },
      async queryOrder(outTradeNo) {
        const order = orders.get(outTradeNo);
        if (!order || order.channel !== channel)
          return { outTradeNo, providerTradeNo: null, amountFen: 0, state: "unpaid" };
        return paymentOf(order);
      },
      answer: (ok) => ({
        status: 200,
        type: "application/json",
        body: JSON.stringify({ result: ok ? "SUCCESS" : "FAIL" }),
      }),
    };
  }

  async function pay(channel: PayChannel, outTradeNo: string, options: { notify?: boolean } = {}) {
    const order = orders.get(outTradeNo);
    if (!order || order.channel !== channel) throw new Error("unknown sandbox order");
    if (!order.paid) {
      order.paid = true;
      order.tradeNo = `SANDBOX${Date.now()}${randomBytes(3).toString("hex")}`;
    }
    if (options.notify === false || !app) return;
    await app.inject({
      method: "POST",
      url: `/api/payments/notify/${channel}`,
      payload: signedNotification(channel, paymentOf(order)),
    });
  }

  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  function page(order: SandboxOrder | undefined, channel: PayChannel, done: boolean): string {
    const body = !order
      ? `<p>${PAGE_TEXT.unknown}</p>`
      : done || order.paid
        ? `<p data-testid="sandbox-paid">${PAGE_TEXT.paid}</p>`
        : `<p>${escapeHtml(order.description)}</p><p style="font-size:28px" data-testid="sandbox-amount">¥ ${(order.amountFen / 100).toFixed(2)}</p>
<form method="post"><button data-testid="sandbox-pay" style="font-size:18px;padding:8px 24px">${PAGE_TEXT.pay}</button></form>
<form method="post" action="?notify=0"><button data-testid="sandbox-pay-silent">${PAGE_TEXT.silent}</button></form>`;
    return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${PAGE_TEXT.title}</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto;text-align:center"><h2>${PAGE_TEXT.channel[channel]}</h2><p><small>${PAGE_TEXT.title}</small></p>${body}</body></html>`;
  }

  return {
    providers: { wechat: provider("wechat"), alipay: provider("alipay") },
    signedNotification,
    pay,
    install(instance) {
      app = instance;
      // Its own scope: the pay page's empty form posts are read here and nowhere else.
      void instance.register(async (scope) => {
        scope.addContentTypeParser(
          "application/x-www-form-urlencoded",
          { parseAs: "string" },
          (_req, _body, done) => done(null, {}),
        );
        sandboxRoutes(scope);
      });
    },
  };

  function sandboxRoutes(instance: FastifyInstance) {
    const channelOf = (value: string): PayChannel | null =>
      value === "wechat" || value === "alipay" ? value : null;
    instance.get<{ Params: { channel: string; no: string } }>(
      "/sandbox-pay/:channel/:no",
      sandboxRoute(),
      async (req, reply) => {
        const channel = channelOf(req.params.channel);
        if (!channel) return reply.callNotFound();
        const order = orders.get(req.params.no);
        return reply
          .type("text/html; charset=utf-8")
          .send(page(order?.channel === channel ? order : undefined, channel, false));
      },
    );
    instance.post<{ Params: { channel: string; no: string }; Querystring: { notify?: string } }>(
      "/sandbox-pay/:channel/:no",
      sandboxRoute(),
      async (req, reply) => {
        const channel = channelOf(req.params.channel);
        const order = orders.get(req.params.no);
        if (!channel || !order || order.channel !== channel) return reply.callNotFound();
        await pay(channel, order.outTradeNo, { notify: req.query.notify !== "0" });
        return reply.type("text/html; charset=utf-8").send(page(order, channel, true));
      },
    );
  }
}
