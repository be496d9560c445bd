import { categoryEndpoints, customRequestEndpoints, productEndpoints } from '@pcb/contract';
import { createBffClient, WRITE_RETRY_DELAYS_MS } from '../client';
import { ApiError } from '../errors';
import { toQueryString } from '../query-string';
import { fakeResponse as jsonResponse } from '../../../testing/fake-response';

function fakeFetch(answer: () => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, client: createBffClient(fetchImpl) };
}

describe('BFF client', () => {
  it('calls an endpoint through the buyer surface on the same origin', async () => {
    const { calls, client } = fakeFetch(() => jsonResponse(200, { _id: 'x' }));
    await client.buyer(productEndpoints.getProduct, { params: { id: '0123456789abcdef01234567' } });
    expect(calls[0].url).toBe('/bff/api/product/0123456789abcdef01234567');
    expect(calls[0].init.credentials).toBe('same-origin');
  });

  it('calls an endpoint through the admin surface', async () => {
    const { calls, client } = fakeFetch(() => jsonResponse(200, []));
    await client.admin(categoryEndpoints.listCategories);
    expect(calls[0].url).toBe('/bff/admin/api/admin/product/categories');
  });

  it('sends the anti-forgery header on every state-changing request and not on reads', async () => {
    const { calls, client } = fakeFetch(() => jsonResponse(200, {}));
    await client.request('POST', '/bff/login', { body: { email: 'a@b.c', password: 'x' } });
    await client.request('GET', '/bff/session');
    expect(calls[0].init.headers).toMatchObject({ 'X-CSRF': '1', 'Content-Type': 'application/json' });
    expect(calls[1].init.headers).not.toHaveProperty('X-CSRF');
  });

  it('sends FormData as multipart without forcing a content type', async () => {
    const { calls, client } = fakeFetch(() => jsonResponse(201, {}));
    const form = new FormData();
    form.append('name', 'x');
    await client.request('PUT', '/bff/api/account/update-profile', { body: form });
    expect(calls[0].init.body).toBe(form);
    expect(calls[0].init.headers).toEqual({ 'X-CSRF': '1', 'Idempotency-Key': expect.any(String) });
  });

  it('gives every state-changing call (one user action) a key of its own, and reads none', async () => {
    const { calls, client } = fakeFetch(() => jsonResponse(201, {}));
    await client.request('POST', '/bff/api/cart/add-product', { body: { id_product: 'a' } });
    await client.request('POST', '/bff/api/cart/add-product', { body: { id_product: 'a' } });
    await client.request('GET', '/bff/api/cart');
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });

  it('sends a write again with the same key when its connection failed, and gives up after the last retry', async () => {
    jest.useFakeTimers();
    try {
      let failures = 1;
      const { calls, client } = fakeFetch(() => (failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(201, { message: 'ok' })));
      const done = client.request('POST', '/bff/api/cart/add-product', { body: { id_product: 'a' } });
      await jest.runAllTimersAsync();
      await expect(done).resolves.toEqual({ message: 'ok' });
      expect(calls).toHaveLength(2);
      const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
      expect(keys[1]).toBe(keys[0]);

      failures = Infinity;
      const lost = client.request('POST', '/bff/api/cart/add-product', { body: { id_product: 'a' } });
      const settled = expect(lost).rejects.toMatchObject({ status: null, body: new TypeError('Failed to fetch') });
      await jest.runAllTimersAsync();
      await settled;
      expect(calls).toHaveLength(2 + 1 + WRITE_RETRY_DELAYS_MS.length);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again with the same key while the first try is in flight (409 with Retry-After), not after another 409', async () => {
    jest.useFakeTimers();
    try {
      const inFlight = () => jsonResponse(409, { message: 'sedang diproses' }, 'application/json', { 'retry-after': '1' });
      let busy = 1;
      const { calls, client } = fakeFetch(() => (busy-- > 0 ? inFlight() : jsonResponse(201, { message: 'ok' })));
      const done = client.request('POST', '/bff/api/cart/add-product', { body: { id_product: 'a' } });
      await jest.runAllTimersAsync();
      await expect(done).resolves.toEqual({ message: 'ok' });
      const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
      expect(keys).toEqual([keys[0], keys[0]]);

      const conflict = fakeFetch(() => jsonResponse(409, { message: 'Stok tidak cukup' }));
      await expect(conflict.client.request('POST', '/bff/api/cart/add-product')).rejects.toMatchObject({ status: 409 });
      expect(conflict.calls).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not send a read or a timed-out write again', async () => {
    const { calls, client } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request('GET', '/bff/api/cart')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    const never = jest.fn(
      (_url: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const timed = createBffClient(never as unknown as typeof fetch);
    await expect(timed.request('POST', '/bff/api/cart/add-product', { timeoutMs: 20 })).rejects.toMatchObject({ status: null });
    expect(never).toHaveBeenCalledTimes(1);
  });

  it('tells the caller the success status when asked for the whole exchange', async () => {
    const { client } = fakeFetch(() => jsonResponse(200, { message: 'ok' }));
    await expect(client.buyerExchange(categoryEndpoints.listCategories)).resolves.toEqual({ status: 200, body: { message: 'ok' } });
  });

  it('turns an error answer into an ApiError with its status and body', async () => {
    const { client } = fakeFetch(() => jsonResponse(409, { message: 'Product already in cart!' }));
    const error = await client.request('POST', '/bff/api/cart/add-product').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body: { message: 'Product already in cart!' } });
  });

  it('keeps an answer that is not JSON as its text', async () => {
    const { client } = fakeFetch(() => jsonResponse(500, 'oops', 'text/plain'));
    await expect(client.request('GET', '/bff/x')).rejects.toMatchObject({ status: 500, body: 'oops' });
  });

  it('reports a missing answer with no status and its cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { client } = fakeFetch(() => Promise.reject(cause));
    await expect(client.request('GET', '/bff/x')).rejects.toMatchObject({ status: null, body: cause });
  });

  it('gives up after the time-out as a network failure', async () => {
    const fetchImpl = ((_: unknown, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch;
    const client = createBffClient(fetchImpl);
    await expect(client.request('POST', '/bff/x', { timeoutMs: 20 })).rejects.toMatchObject({ status: null, isNetworkError: true });
  });

  it('shows every answer to the watchers before the caller', async () => {
    const { client } = fakeFetch(() => jsonResponse(401, { message: 'Unauthorized: Token expired', role: 'user' }));
    const seen: number[] = [];
    client.watch((r) => seen.push(r.status));
    await client.request('GET', '/bff/api/cart').catch(() => undefined);
    expect(seen).toEqual([401]);
  });

  it('downloads a file as a Blob through the chosen surface', async () => {
    const { calls, client } = fakeFetch(() => jsonResponse(200, 'PK-bytes', 'application/zip'));
    const file = await client.blob('admin', customRequestEndpoints.downloadPrototypeDesign, { params: { file: 'board.zip' } });
    expect(calls[0].url).toBe('/bff/admin/api/download/prototype-design/board.zip');
    expect(file.type).toBe('application/zip');
    expect(file.size).toBe('PK-bytes'.length);
  });

  it('turns a refused download into an ApiError with the answer message, seen by the watchers', async () => {
    const { client } = fakeFetch(() => jsonResponse(404, { message: 'File not found' }));
    const seen: number[] = [];
    client.watch((r) => seen.push(r.status));
    await expect(client.blob('buyer', customRequestEndpoints.downloadAssemblyDesign, { params: { file: 'x.zip' } })).rejects.toMatchObject({
      status: 404,
      message: 'File not found',
    });
    expect(seen).toEqual([404]);
  });
});

describe('toQueryString', () => {
  it('repeats the key for a list of values', () => {
    expect(toQueryString({ status: ['diproses', 'dikirim'] })).toBe('?status=diproses&status=dikirim');
  });

  it('writes nested lists with bracketed indices', () => {
    const query = { couriers: 'jne', product: [{ standart: [{ id_product: 'p1', quantity: 2 }] }] };
    expect(decodeURIComponent(toQueryString(query))).toBe('?couriers=jne&product[0][standart][0][id_product]=p1&product[0][standart][0][quantity]=2');
  });

  it('encodes the user text', () => {
    expect(toQueryString({ query: 'a&b c' })).toBe('?query=a%26b%20c');
  });

  it("rejects with the caller's abort, not as a network failure, when the caller cancels", async () => {
    const fetchImpl = ((_url: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const client = createBffClient(fetchImpl);
    const controller = new AbortController();
    const call = client.request('GET', '/bff/api/product', { signal: controller.signal });
    controller.abort(new Error('not wanted any more'));
    await expect(call).rejects.toThrow('not wanted any more');
  });
});
