import { sendJson, useLoggedStack } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
// A product the upstream drops the connection for: the BFF answers 502 and logs an error.
const stack = useLoggedStack((request, response) => (request.url.endsWith('/product/dropped') ? response.socket?.destroy() : sendJson(response, 200, [])));
const logged = () => stack.lines.map((line) => JSON.parse(line) as { reqId?: string; level: number });

const get = (url: string, headers: Record<string, string> = {}) => stack.app.inject({ url, headers });

describe('the request id', () => {
  it("adopts the balancer's id, passes it upstream, returns it and tags every log line with it", async () => {
    const response = await get('/bff/api/product', { 'x-request-id': '5b1c0e7a-edge-id' });
    expect(response.headers['x-request-id']).toBe('5b1c0e7a-edge-id');
    expect(stack.upstream.requests.at(-1)?.headers['x-request-id']).toBe('5b1c0e7a-edge-id');
    expect(stack.lines.length).toBeGreaterThan(0);
    expect(new Set(logged().map((line) => line.reqId))).toEqual(new Set(['5b1c0e7a-edge-id']));
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with a space', 'my id'],
    ['forging JSON', 'x","level":60,"msg":"forged'],
  ])('is replaced by a new one when the one given is %s', async (_case, given) => {
    const response = await get('/bff/api/product', { 'x-request-id': given });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(stack.upstream.requests.at(-1)?.headers['x-request-id']).toBe(response.headers['x-request-id']);
  });

  it("is on the error line of an upstream failure, and on the failure's answer", async () => {
    const response = await get('/bff/api/product/dropped', { 'x-request-id': 'failing-checkout-1' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['x-request-id']).toBe('failing-checkout-1');
    const errors = logged().filter((line) => line.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((line) => line.reqId === 'failing-checkout-1')).toBe(true);
  });
});

describe('the W3C trace context', () => {
  const sentUpstream = async (headers: Record<string, string>) => {
    await get('/bff/api/product', headers);
    const { traceparent, tracestate } = stack.upstream.requests.at(-1)?.headers ?? {};
    return { traceparent, tracestate };
  };

  it('reaches the upstream unchanged when well formed', async () => {
    const tracestate = 'congo=t61rcWkgMzE, rojo@vendor=00f067aa0ba902b7';
    expect(await sentUpstream({ traceparent: TRACEPARENT, tracestate })).toEqual({ traceparent: TRACEPARENT, tracestate });
  });

  it.each([
    ['version ff', TRACEPARENT.replace(/^00/, 'ff')],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`],
    ['an all-zero parent id', `00-4bf92f3577b34da6a3ce929d0e0e4736-${'0'.repeat(16)}-01`],
    ['upper-case hex', TRACEPARENT.toUpperCase()],
    ['a field too short', TRACEPARENT.slice(0, -1)],
  ])('is dropped, tracestate with it, when the traceparent has %s', async (_case, traceparent) => {
    expect(await sentUpstream({ traceparent, tracestate: 'congo=t61rcWkgMzE' })).toEqual({ traceparent: undefined, tracestate: undefined });
  });

  it.each([
    ['a key in capitals', 'Congo=t61rcWkgMzE'],
    ['a member without a value', 'congo'],
    ['more than 512 characters', `congo=${'a'.repeat(250)},rojo=${'b'.repeat(250)},x=${'c'.repeat(10)}`],
  ])('keeps the traceparent and drops a tracestate with %s', async (_case, tracestate) => {
    expect(await sentUpstream({ traceparent: TRACEPARENT, tracestate })).toEqual({ traceparent: TRACEPARENT, tracestate: undefined });
  });
});
