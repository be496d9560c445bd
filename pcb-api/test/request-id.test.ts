import type { FastifyInstance } from 'fastify';
import { bearer, buyerToken, capturedLog, closeTestApp, createTestApp } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let app: FastifyInstance;
const { stream, lines } = capturedLog();

beforeAll(async () => {
  // A shipping provider nobody answers for: its lookups fail, and the shipping service logs why.
  const unreachableCourier = { SHIPPING_PROVIDER: 'rajaongkir', RAJAONGKIR_API_KEY: 'test-key', RAJAONGKIR_BASE_URL: 'http://127.0.0.1:9/api/v1' };
  app = await createTestApp({ NODE_ENV: 'development', ...unreachableCourier }, { logStream: stream });
});
afterAll(async () => app && closeTestApp(app));
beforeEach(() => {
  lines.length = 0;
});

const logged = () =>
  lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as { reqId?: string; msg: string; code?: string });

describe("pcb-api's request id", () => {
  it("adopts the BFF's id, returns it and tags every line of the request with it", async () => {
    const response = await app.inject({ url: '/api/product', headers: { 'x-request-id': 'bff-5b1c0e7a' } });
    expect(response.headers['x-request-id']).toBe('bff-5b1c0e7a');
    expect(logged().length).toBeGreaterThan(0);
    expect(new Set(logged().map((line) => line.reqId))).toEqual(new Set(['bff-5b1c0e7a']));
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with a space', 'my id'],
    ['forging JSON', 'x","level":60,"msg":"forged'],
  ])('is a new one when the one given is %s', async (_case, given) => {
    const response = await app.inject({ url: '/api/product', headers: { 'x-request-id': given } });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(logged().length).toBeGreaterThan(0);
    expect(logged().every((line) => line.reqId === response.headers['x-request-id'])).toBe(true);
  });

  it("is on the line of a refused request's error", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login/buyer',
      headers: { 'x-request-id': 'bad-json-1', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(logged()).toContainEqual(expect.objectContaining({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', reqId: 'bad-json-1' }));
  });

  it('is on the line a service writes while serving the request (the shipping provider unreachable)', async () => {
    const buyer = bearer(await buyerToken(app));
    lines.length = 0;
    const response = await app.inject({ url: '/api/service/raja-ongkir/provinces', headers: { ...buyer, 'x-request-id': 'courier-down-1' } });
    expect(response.statusCode).toBe(502);
    expect(logged()).toContainEqual(expect.objectContaining({ msg: 'shipping provider unavailable', reqId: 'courier-down-1' }));
  });
});
