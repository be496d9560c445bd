import type { FastifyInstance } from 'fastify';
import { buildTestApp, sendJson, startFakeUpstream, type FakeUpstream } from './helpers';

let upstream: FakeUpstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, []));
});
afterAll(() => upstream.close());

async function withApp<T>(env: Record<string, string>, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl, ...env });
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

describe('headers towards the upstream', () => {
  it('writes X-Forwarded-* itself, ignoring what the client sent', async () => {
    await withApp({ PUBLIC_URL: 'https://pcb.example' }, (app) =>
      app.inject({
        url: '/bff/api/product',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '10.0.0.1', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-user-id': 'admin' },
      }),
    );
    const sent = upstream.requests.at(-1)?.headers;
    expect(sent?.['x-forwarded-for']).toBe('198.51.100.7');
    expect(sent?.['x-forwarded-host']).toBe('pcb.example');
    expect(sent?.['x-forwarded-proto']).toBe('https');
    expect(sent?.['x-user-id']).toBeUndefined();
  });

  it("passes a write's Idempotency-Key on to the upstream, and its Idempotent-Replayed back", async () => {
    const replaying = await startFakeUpstream((_request, response) => {
      response.setHeader('idempotent-replayed', 'true');
      sendJson(response, 201, { message: 'Product added successfully' });
    });
    try {
      const app = await buildTestApp({ PCB_API_URL: replaying.apiUrl });
      const response = await app
        .inject({ method: 'POST', url: '/bff/api/register/buyer', headers: { 'x-csrf': '1', 'idempotency-key': 'action-1234' }, payload: {} })
        .finally(() => app.close());
      expect(replaying.requests.at(-1)?.headers['idempotency-key']).toBe('action-1234');
      expect(response.headers['idempotent-replayed']).toBe('true');
    } finally {
      await replaying.close();
    }
  });
});

describe('security headers', () => {
  const cspOf = async (env: Record<string, string>) => {
    const response = await withApp(env, (app) => app.inject({ url: '/' }));
    const csp = response.headers['content-security-policy'] as string;
    return (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
  };

  it('lets a configured payment provider load its snap.js, reach its origin and frame its payment page', async () => {
    const directive = await cspOf({ PAYMENT_SCRIPT_ORIGINS: 'https://app.sandbox.midtrans.com/snap/snap.js, https://app.midtrans.com' });
    expect(directive('script-src')).toBe(
      "script-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3002 https://app.sandbox.midtrans.com https://app.midtrans.com",
    );
    expect(directive('connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3002 https://app.sandbox.midtrans.com https://app.midtrans.com",
    );
    expect(directive('frame-src')).toBe("frame-src 'self' https://app.sandbox.midtrans.com https://app.midtrans.com");
  });

  it('frames nothing but its own pages without a payment provider configured', async () => {
    const directive = await cspOf({});
    expect(directive('frame-src')).toBe("frame-src 'self'");
    expect(directive('script-src')).not.toContain('midtrans');
  });

  it('allows scripts and manifests from exactly the configured remotes, inline styles, and data: and blob: images', async () => {
    const response = await withApp({ SHOP_REMOTE_URL: 'http://127.0.0.1:3001', ADMIN_REMOTE_URL: 'http://127.0.0.1:3002' }, (app) => app.inject({ url: '/' }));
    const csp = response.headers['content-security-policy'] as string;
    const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3002");
    expect(directive('connect-src')).toBe("connect-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3002");
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: http://127.0.0.1:3001 http://127.0.0.1:3002");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('sends nosniff and a referrer policy on API answers', async () => {
    const response = await withApp({}, (app) => app.inject({ url: '/bff/api/product' }));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS for a year when served over https', async () => {
    const response = await withApp({ PUBLIC_URL: 'https://pcb.example' }, (app) => app.inject({ url: '/bff/remotes' }));
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS on a plain-http local run', async () => {
    const response = await withApp({}, (app) => app.inject({ url: '/bff/remotes' }));
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-origin reads', () => {
  it('grant another origin no CORS access, credentials or not', async () => {
    const response = await withApp({}, (app) => app.inject({ url: '/bff/session', headers: { origin: 'https://evil.example' } }));
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
