// The payment providers (WeChat Pay, Alipay) behind one interface shaped like their real APIs:
// create an order → the payer pays at a QR code / pay page → the provider posts a signed
// asynchronous notification → we can query the order at any time. The sandbox provider
// (sandbox-provider.ts) implements the same interface locally; alipay-provider.ts and
// wechat-provider.ts talk to the real services when their keys are configured.

export type PayChannel = "wechat" | "alipay";

/** What a provider says about one of our orders. */
export type ProviderPayment = {
  outTradeNo: string;
  /** The provider's transaction number (null while unpaid). */
  providerTradeNo: string | null;
  /** What the payer paid, fen. */
  amountFen: number;
  state: "paid" | "unpaid" | "closed";
};

export type NewProviderOrder = {
  outTradeNo: string;
  amountFen: number;
  /** Shown to the payer by the provider. */
  description: string;
  /**
   * The origin the buyer reached us at ("https://erp.example.com"): the local sandbox serves its pay
   * page there, so its code URL is a whole address a phone scanning the QR can open. Real providers
   * answer their own code URL and ignore it.
   */
  origin: string;
};

/** What a real provider uses besides its keys: the network and the clock (tests hand in fakes). */
export type ProviderIo = { fetch?: typeof fetch; now?: () => Date };

/** The options' fetch and clock, the real ones where none is given. */
export function providerIo(options: ProviderIo) {
  return { fetchImpl: options.fetch ?? fetch, now: options.now ?? (() => new Date()) };
}

/** The HTTP answer to a notification, as the provider reads it (WeChat Pay the status, Alipay the text). */
export type ProviderAnswer = { status: number; type: string; body: string };

export interface PaymentProvider {
  readonly channel: PayChannel;
  /**
   * Opens the order at the provider; answers its code URL: the QR code's content, which the payer
   * scans with the provider's app (WeChat Pay's weixin://…, Alipay's https://qr.alipay.com/…, the
   * sandbox's pay page), and a link to open where the app is at hand.
   */
  createOrder(order: NewProviderOrder): Promise<{ payUrl: string }>;
  /**
   * Checks a notification's signature and reads it; null when it is not genuine. The amount is
   * compared with the order's by the caller.
   */
  verifyNotification(
    body: Record<string, unknown>,
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): ProviderPayment | null;
  /** Asks the provider for the order's state (the settle job and a polling payer use it). */
  queryOrder(outTradeNo: string): Promise<ProviderPayment>;
  /** What the provider expects back once a notification was handled (or refused): its own HTTP answer. */
  answer(ok: boolean): ProviderAnswer;
}

/** The configured providers by channel; a channel without one is answered purchase.channel_unavailable. */
export type PaymentProviders = Partial<Record<PayChannel, PaymentProvider>>;
