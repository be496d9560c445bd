import { fakeResponse } from './fake-response';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** An answer, a function of the call, or `'network-error'` for a request that never gets a response. */
type Handler = FakeAnswer | 'network-error' | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces `fetch` (the BFF client's only way out) with answers keyed by `METHOD /path`
 * (without the query string). Unknown calls answer 404.
 */
export function fakeBff(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const call = { method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const handler = handlers[`${method} ${url.split('?')[0]}`] ?? { status: 404, body: { message: 'Not found' } };
    if (handler === 'network-error') throw new TypeError('Failed to fetch');
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    return fakeResponse(answer.status, answer.body ?? '');
  }) as typeof fetch;
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path) };
}
