import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, listen, rawRequest, sendJson, startFakeUpstream, type FakeHandler } from './helpers';

const CSRF = { 'x-csrf': '1' };
const GENERIC_DOWN = { message: 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.' };
const GENERIC_SLOW = { message: 'Layanan terlalu lama merespons. Silakan coba lagi nanti.' };

async function throughBff(handler: FakeHandler, call: { method?: 'GET' | 'POST'; url: string }) {
  const upstream = await startFakeUpstream(handler);
  const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl, UPSTREAM_TIMEOUT_MS: '500' });
  const started = Date.now();
  const response = await app.inject({ method: call.method ?? 'GET', url: call.url, headers: CSRF, ...(call.method === 'POST' ? { payload: {} } : {}) });
  const elapsedMs = Date.now() - started;
  await app.close();
  await upstream.close();
  return { response, elapsedMs, upstreamCalls: upstream.requests.length };
}

const resetEverySocket: FakeHandler = (_request, response) => response.socket?.destroy();
const neverAnswer: FakeHandler = () => undefined;

describe('an upstream that is down', () => {
  it('answers 502 with a generic message naming no host, port or error code', async () => {
    const closed = await startFakeUpstream(neverAnswer);
    await closed.close();
    const app = await buildTestApp({ PCB_API_URL: closed.apiUrl });
    const response = await app.inject({ url: '/bff/api/product' });
    await app.close();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(GENERIC_DOWN);
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|:\d+/);
  });
});

describe('an upstream that is too slow', () => {
  it('answers 504 with a generic message within the time-out plus a second', async () => {
    const { response, elapsedMs } = await throughBff(neverAnswer, { url: '/bff/api/product' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual(GENERIC_SLOW);
    expect(elapsedMs).toBeLessThan(1_500);
  });
});

describe('an upstream that resets the connection', () => {
  it('answers a GET with 502 after exactly one retry', async () => {
    const { response, upstreamCalls } = await throughBff(resetEverySocket, { url: '/bff/api/product' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(GENERIC_DOWN);
    expect(upstreamCalls).toBe(2);
  });

  it('never retries a POST', async () => {
    const { response, upstreamCalls } = await throughBff(resetEverySocket, { method: 'POST', url: '/bff/login' });
    expect(response.statusCode).toBe(502);
    expect(upstreamCalls).toBe(1);
  });

  it('serves a GET whose first socket was dropped from the retry', async () => {
    let calls = 0;
    const { response } = await throughBff((_request, res) => (++calls === 1 ? res.socket?.destroy() : sendJson(res, 200, [])), { url: '/bff/api/product' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('an upstream 5xx', () => {
  it('is passed through once, not retried', async () => {
    const { response, upstreamCalls } = await throughBff((_request, res) => sendJson(res, 503, { message: 'Sibuk' }), { url: '/bff/api/product' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Sibuk' });
    expect(upstreamCalls).toBe(1);
  });
});

describe('Expect: 100-continue', () => {
  it('is handled by the BFF and not passed to the upstream', async () => {
    const upstream = await startFakeUpstream((_request, res) => sendJson(res, 401, { message: 'Email or password incorrect!' }));
    const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
    const origin = await listen(app);
    const response = await rawRequest(origin, '/bff/login', {
      method: 'POST',
      headers: { ...CSRF, 'content-type': 'application/json', expect: '100-continue' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    await app.close();
    await upstream.close();
    expect(response.status).toBe(401);
    expect(upstream.requests[0].headers.expect).toBeUndefined();
  });
});

describe('an https upstream', () => {
  it('is refused with 502 when its certificate does not verify', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bff-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], {
      stdio: 'ignore',
    });
    const server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, res) => sendJson(res, 200, []));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const app = await buildTestApp({ PCB_API_URL: `https://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
    const response = await app.inject({ url: '/bff/api/product' });
    await app.close();
    server.close();
    expect(response.statusCode).toBe(502);
  });
});

describe('a chunked JSON body that grows over 1 MiB', () => {
  it('is refused with 413 and nothing reaches the upstream', async () => {
    const upstream = await startFakeUpstream((_request, res) => sendJson(res, 200, {}));
    const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
    const origin = await listen(app);
    const response = await rawRequest(origin, '/bff/api/password/forgot-password', {
      method: 'POST',
      headers: { ...CSRF, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    await app.close();
    await upstream.close();
    expect(response.status).toBe(413);
    expect(upstream.requests).toHaveLength(0);
  });
});
