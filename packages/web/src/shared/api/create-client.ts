import { type ArgsOf, type CallArgs, CODES, type DataOf, pathOf, type RouteDef } from "@fenestra/api";
import { ApiError, type FieldError } from "./api-error.ts";
import {
  type Envelope,
  firstFieldError,
  isEnvelope,
  READABLE_STATUSES,
  REQUEST_TIMEOUT_MS,
} from "./envelope.ts";
import { interfaceFailureOf } from "./interface-failure.ts";

// The API client of SPEC §7. Side effects (toasts, dialogs, navigation) are handed in, so the
// handling rules can be tested with a fake fetch and recorded effects.

export interface ClientEffects {
  /**
   * -998: show the answer's message (why the sign-in ended), hide the loading overlay and go to
   * /login. `sentWith` is the token the request carried (null: sent signed out), so an answer to a
   * session that has ended or been replaced since can be told from one to the session in use.
   */
  loginExpired(message: string | undefined, sentWith: string | null): void;
  /** 10086: show the buy dialog (the answer's key says what is missing, its message in words). */
  needsPurchase(key?: string, message?: string): void;
  /** A business error with key access.no_permission: show the lack-authority dialog. */
  noPermission(): void;
  /** HTTP 400: show the first field error. */
  fieldError(message: string): void;
}

export interface ClientOptions {
  baseUrl?: string;
  fetch: typeof fetch;
  getToken(): string | null;
  getLanguage(): string;
  effects: ClientEffects;
  timeoutMs?: number;
  /**
   * The words for a failure the server did not word (an interface error, the server busy or
   * restarting: interface-failure.ts), by key; left out, the key itself.
   */
  translate?(key: string): string;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A file the server built (an export), with the name it gave it. */
export type DownloadedFile = { blob: Blob; fileName: string };

export interface ApiClient {
  /** Calls a route of @fenestra/api: params, query, body and the answer typed from its descriptor. */
  call<R extends RouteDef>(route: R, ...args: ArgsOf<R>): Promise<DataOf<R>>;
  /** Fetches a file answer (an export) with the same error handling as `call` (-998, 10086, 400). */
  download<R extends RouteDef>(route: R, ...args: ArgsOf<R>): Promise<DownloadedFile>;
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<Envelope<T>>;
  get<T>(path: string, query?: Query, headers?: Record<string, string>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /** DELETE may carry a body (SPEC §7). */
  del<T>(path: string, body?: unknown): Promise<T>;
}

function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes("?") ? "&" : "?"}${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(options: ClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = options.baseUrl ?? "";
  const translate = options.translate ?? ((key: string) => key);

  /** A failure with no message of the server's: its key and the words for it. */
  function interfaceFailure(status: number, timedOut: boolean, fieldError?: FieldError): ApiError {
    const key = interfaceFailureOf(status, timedOut);
    return new ApiError({ status, key, message: translate(key), fieldError });
  }

  /** The answer, and the token the request carried. */
  async function send(
    method: Method,
    path: string,
    init: RequestOptions,
  ): Promise<[Response, string | null]> {
    const hasBody = init.body !== undefined;
    // A JSON content type promises a JSON body: a bodiless POST or DELETE (logout, delete by id)
    // sends none, or the server refuses the empty body as malformed JSON.
    const headers: Record<string, string> = {
      ...(hasBody ? { "Content-Type": "application/json" } : {}),
      TargetLanguage: options.getLanguage(),
      ...init.headers,
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await options.fetch(withQuery(baseUrl + path, init.query), {
        method,
        headers,
        body: hasBody ? JSON.stringify(init.body) : undefined,
        signal: controller.signal,
      });
      return [response, token];
    } catch {
      // No answer: the network, or the server gave none within the timeout.
      throw interfaceFailure(0, controller.signal.aborted);
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(method: Method, path: string, init: RequestOptions = {}): Promise<Envelope<T>> {
    return handle<T>(...(await send(method, path, init)));
  }

  /** Applies SPEC §7's rules to an answer: effects for -998 / 10086 / 400, ApiError for refusals. */
  async function handle<T>(response: Response, sentWith: string | null): Promise<Envelope<T>> {
    const body = await readBody(response);
    const fieldError = firstFieldError(body);
    if (!READABLE_STATUSES.includes(response.status)) {
      // The server's own refusal keeps its words; a proxy's page or an empty failure gets ours.
      // A server fault carries its request id (the body's, else the header's) for support.
      const requestId = response.headers.get("x-request-id") ?? undefined;
      if (isEnvelope(body) && body.message)
        throw new ApiError({
          status: response.status,
          key: body.key,
          message: body.message,
          fieldError,
          requestId,
        });
      throw interfaceFailure(response.status, false, fieldError);
    }
    if (response.status === 400) {
      const message = fieldError?.message ?? (isEnvelope(body) ? body.message : "HTTP 400");
      options.effects.fieldError(message);
      throw new ApiError({
        status: 400,
        message,
        fieldError,
        code: isEnvelope(body) ? body.code : undefined,
      });
    }
    if (!isEnvelope(body)) return { code: 0, message: "", data: body as T };
    if (body.code === CODES.notSignedIn) {
      options.effects.loginExpired(body.message, sentWith);
      throw new ApiError({ code: body.code, key: body.key, message: body.message });
    }
    if (body.code === CODES.needsPurchase) {
      options.effects.needsPurchase(body.key, body.message);
      throw new ApiError({ code: body.code, key: body.key, message: body.message });
    }
    if (body.code >= CODES.business) {
      if (body.key === "access.no_permission") options.effects.noPermission();
      throw new ApiError({ code: body.code, key: body.key, message: body.message });
    }
    return body as Envelope<T>;
  }

  const data = async <T>(method: Method, path: string, init?: RequestOptions) =>
    (await request<T>(method, path, init)).data;

  /** The path and request options of a route call (`args` as the descriptor typed them). */
  function routeRequest(route: RouteDef, given: unknown): [string, RequestOptions] {
    const args = given as CallArgs<RouteDef> | undefined;
    const path = pathOf(route, args?.params as Record<string, unknown> | undefined);
    return [
      path,
      {
        query: args?.query as Query | undefined,
        body: args?.body,
        headers: args?.idempotencyKey ? { "Idempotency-Key": args.idempotencyKey } : undefined,
      },
    ];
  }

  return {
    async call<R extends RouteDef>(route: R, ...[args]: ArgsOf<R>) {
      return data<DataOf<R>>(route.method, ...routeRequest(route, args));
    },
    async download<R extends RouteDef>(route: R, ...[args]: ArgsOf<R>) {
      const [path, init] = routeRequest(route, args);
      const [response, sentWith] = await send(route.method, path, init);
      const type = response.headers.get("content-type") ?? "";
      // A refusal (signed out, expired, a bad field, a business rule) comes back as an envelope.
      if (!response.ok || type.includes("json")) {
        await handle(response, sentWith);
        // An envelope of success where a file was due: not an answer this call can use.
        throw interfaceFailure(response.status, false);
      }
      const disposition = response.headers.get("content-disposition") ?? "";
      const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
      const fileName = match?.[1] ? decodeURIComponent(match[1]) : (path.split("/").pop() ?? "download");
      return { blob: await response.blob(), fileName };
    },
    request,
    get<T>(path: string, query?: Query, headers?: Record<string, string>) {
      return data<T>("GET", path, { query, headers });
    },
    post<T>(path: string, body?: unknown) {
      return data<T>("POST", path, { body });
    },
    put<T>(path: string, body?: unknown) {
      return data<T>("PUT", path, { body });
    },
    del<T>(path: string, body?: unknown) {
      return data<T>("DELETE", path, { body });
    },
  };
}
