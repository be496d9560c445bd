import { pathOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf, type Surface } from '@pcb/contract';
import { ApiError } from './errors';
import { toQueryString, type QueryValue } from './query-string';

export interface RequestSettings {
  /** Abort and fail as a network error after this many milliseconds (the spec's calls use 10 000). */
  timeoutMs?: number;
  /** The caller's cancel (a query that is no longer wanted): the call rejects with the abort, not as a failure. */
  signal?: AbortSignal;
  /** A write's key when it is one of several calls of one user intent (`oncePerIntent`); else one per call. */
  idempotencyKey?: string;
}

export interface RequestOptions extends RequestSettings {
  query?: Record<string, QueryValue>;
  /** A plain object travels as JSON, a FormData as multipart. */
  body?: unknown;
}

export type CallOptions<E extends Endpoint> = RequestSettings & {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E> | FormData;
};

export interface Exchange<T> {
  status: number;
  body: T;
}

export type BffResponse = Exchange<unknown>;

type ResponseWatcher = (response: BffResponse) => void;

const SURFACE_PREFIX: Record<Surface, string> = { buyer: '/bff/api/', admin: '/bff/admin/api/' };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const isJson = response.headers.get('content-type')?.includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  if (body instanceof FormData) return { body, headers: {} };
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/**
 * A write that got no answer at all, or was told its first try is still in flight (409 with Retry-After),
 * is sent again after each of these pauses, with the same Idempotency-Key.
 */
export const WRITE_RETRY_DELAYS_MS = [300, 1_000];

/** 128 random bits in hex (crypto.randomUUID exists only on https and localhost pages). */
const newActionKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const intentKeys = new Map<string, string>();

/**
 * Runs the write of one user intent (`reorder:<order id>`) with the intent's Idempotency-Key: a second click
 * while the first is in flight, or the buyer's retry after an answer that never came, sends the same key,
 * so pcb-api does the action once and answers both with its first answer. An answer (a success or a
 * refusal) settles the intent; the next click after it is a new intent with a new key.
 */
export async function oncePerIntent<T>(intent: string, write: (idempotencyKey: string) => Promise<T>): Promise<T> {
  const key = intentKeys.get(intent) ?? newActionKey();
  intentKeys.set(intent, key);
  const settle = () => {
    if (intentKeys.get(intent) === key) intentKeys.delete(intent);
  };
  try {
    const result = await write(key);
    settle();
    return result;
  } catch (error) {
    // No answer (a lost connection, a time-out): the write may have happened, so a retry keeps the key.
    if (error instanceof ApiError && error.status !== null) settle();
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** pcb-api's answer to a key whose first request has not finished: asking again later gets its answer. */
const stillInFlight = (response: Response) => response.status === 409 && response.headers.get('retry-after') !== null;

/**
 * The only way UI code talks to the server: same-origin calls to the BFF, `X-CSRF: 1` and a fresh
 * `Idempotency-Key` (one per call, that is per user action) on every state-changing request, an
 * optional time-out, and every failure an `ApiError` with its status and body.
 * A write whose connection failed is retried with its key: pcb-api answers a repeat with the first answer,
 * so the retry never does the action twice.
 */
export function createBffClient(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {
  const watchers = new Set<ResponseWatcher>();

  async function send(method: string, url: string, options: RequestOptions): Promise<Response> {
    const { body, headers } = encodeBody(options.body);
    const write = method !== 'GET';
    if (write) Object.assign(headers, { 'X-CSRF': '1', 'Idempotency-Key': options.idempotencyKey ?? newActionKey() });
    for (const delay of write ? WRITE_RETRY_DELAYS_MS : []) {
      try {
        const response = await attempt(url, { method, body, headers }, options);
        if (!stillInFlight(response)) return response;
      } catch (error) {
        // fetch fails with a TypeError when the connection does; a time-out or a cancel is not retried.
        if (!(error instanceof ApiError && error.body instanceof TypeError)) throw error;
      }
      await pause(delay);
    }
    return attempt(url, { method, body, headers }, options);
  }

  async function attempt(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
    const controller = new AbortController();
    const cancel = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', cancel);
    const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
    try {
      options.signal?.throwIfAborted();
      return await fetchImpl(url, { ...init, credentials: 'same-origin', signal: controller.signal });
    } catch (cause) {
      if (options.signal?.aborted) throw options.signal.reason;
      throw new ApiError(null, cause);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  /** Shows the answer to the watchers, then turns a failure into an ApiError. */
  function settle(response: Response, body: unknown): void {
    watchers.forEach((watch) => watch({ status: response.status, body }));
    if (!response.ok) throw new ApiError(response.status, body);
  }

  async function exchange<T>(method: string, path: string, options: RequestOptions = {}): Promise<Exchange<T>> {
    const response = await send(method, path + toQueryString(options.query), options);
    const body = await readBody(response);
    settle(response, body);
    return { status: response.status, body: body as T };
  }

  /** A file answer (a design download) as a Blob; a failure answers JSON like any other call. */
  async function blob<E extends Endpoint>(surface: Surface, e: E, options: RequestSettings & { params?: ParamsOf<E> } = {}): Promise<Blob> {
    const params = options.params as Record<string, string> | undefined;
    const response = await send(e.method, SURFACE_PREFIX[surface] + pathOf(e, params), options);
    settle(response, response.ok ? null : await readBody(response));
    return response.blob();
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return (await exchange<T>(method, path, options)).body;
  }

  function call<E extends Endpoint>(surface: Surface, e: E, options: CallOptions<E> = {}): Promise<Exchange<ResponseOf<E>>> {
    const params = options.params as Record<string, string> | undefined;
    const query = options.query as Record<string, QueryValue> | undefined;
    return exchange(e.method, SURFACE_PREFIX[surface] + pathOf(e, params), { ...options, query });
  }

  const bodyOf = async <T>(answer: Promise<Exchange<T>>) => (await answer).body;

  return {
    request,
    /** Like `request`, with the success status too, for the BFF's own routes whose rules tell one success from another. */
    exchange,
    /** A call through the buyer surface, with the buyer's session when there is one. */
    buyer: <E extends Endpoint>(e: E, options?: CallOptions<E>) => bodyOf(call('buyer', e, options)),
    /** A call through the admin surface, with the admin's session. */
    admin: <E extends Endpoint>(e: E, options?: CallOptions<E>) => bodyOf(call('admin', e, options)),
    /** Like `buyer`, with the success status too, for the screens whose rules tell one success code from another. */
    buyerExchange: <E extends Endpoint>(e: E, options?: CallOptions<E>) => call('buyer', e, options),
    /** Like `admin`, with the success status too. */
    adminExchange: <E extends Endpoint>(e: E, options?: CallOptions<E>) => call('admin', e, options),
    /** A file through either surface, as a Blob (to preview it in the page rather than save it). */
    blob,
    /** Sees every answer before its caller does (the global response watcher); returns an unsubscribe. */
    watch(watcher: ResponseWatcher): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

export type BffClient = ReturnType<typeof createBffClient>;

/** The page's one client, shared by the shell and both remotes through the shared-ui singleton. */
export const bff = createBffClient();

/** Builds the address of an upstream picture (`product-picture/x.png`) as the browser reaches it. */
export function fileUrl(picturePath: string): string {
  return `/bff/files/${picturePath.replace(/^\/+/, '')}`;
}
