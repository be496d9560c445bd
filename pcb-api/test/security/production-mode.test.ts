import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../src/config';
import { startupBanner } from '../../src/startup-banner';
import { capturedLog, closeTestApp, createTestApp, json, PRODUCTION_ENV } from '../helpers';

/** Finding C1/H3/H4: a deployment made the README's way must not run on published passwords or dev routes. */
const ADMIN_PASSWORD = PRODUCTION_ENV.SEED_ADMIN_PASSWORD;

describe('NODE_ENV=production', () => {
  it('refuses to start without an admin password, with a one-line reason', () => {
    for (const password of ['', 'short']) {
      let error: unknown;
      try {
        loadConfig({ ...PRODUCTION_ENV, SEED_ADMIN_PASSWORD: password });
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe("NODE_ENV=production needs SEED_ADMIN_PASSWORD (at least 12 characters): the admin's password on a fresh database");
    }
  });

  it('refuses to start on the payment simulator unless it is chosen by name', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: '' })).toThrow(ConfigError);
  });

  it('listens on every address when told to, as the images do', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  describe('a first start', () => {
    let app: FastifyInstance;
    const { stream, lines } = capturedLog();
    beforeAll(async () => {
      app = await createTestApp(PRODUCTION_ENV, { logStream: stream });
    });
    afterAll(async () => app && closeTestApp(app));

    const login = (url: string, email: string, password: string) => json(app, { method: 'POST', url, payload: { email, password } });

    it('seeds the admin with the operator’s password and never the published one', async () => {
      expect((await login('/api/admin/login/protected', 'admin@pcb.test', 'Admin#123456')).status).toBe(401);
      expect((await login('/api/admin/login/protected', 'admin@pcb.test', ADMIN_PASSWORD)).status).toBe(200);
    });

    it('seeds no demo buyer and no demo history', async () => {
      expect((await login('/api/login/buyer', 'buyer@pcb.test', 'Buyer#12345')).status).toBe(401);
      const [{ count }] = await app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM users WHERE role = 'buyer'`);
      expect(count).toBe(0);
    });

    it('serves neither the mail outbox nor the API document', async () => {
      for (const url of ['/api/dev/outbox', '/api/docs']) expect((await app.inject({ url })).statusCode).toBe(404);
    });

    it('logs no password, and the start-up lines print none', () => {
      const printed = lines.join('') + startupBanner(app.config, 'http://127.0.0.1:4000');
      expect(printed).not.toContain(ADMIN_PASSWORD);
      expect(printed).not.toContain('Admin#123456');
    });
  });
});

describe('outside production', () => {
  // The review's H4 residual: `HOST=0.0.0.0 npm start` let a LAN visitor forge a paid notification with the published key.
  it.each(['0.0.0.0', '::', '192.168.1.20', 'pcb.example'])('refuses to listen on %p, which others reach', (host) => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', HOST: host })).toThrow(/^HOST=.* is refused without NODE_ENV=production/);
  });

  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])('listens on the loopback %p', (host) => {
    expect(loadConfig({ DATA_DIR: 'memory://', HOST: host }).host).toBe(host);
  });

  it('prints where the demo accounts are documented, not their passwords', () => {
    const banner = startupBanner(loadConfig({ DATA_DIR: 'memory://' }), 'http://127.0.0.1:4000');
    expect(banner).toContain('pcb-api/README.md');
    expect(banner).not.toMatch(/Admin#123456|Buyer#12345/);
  });
});
