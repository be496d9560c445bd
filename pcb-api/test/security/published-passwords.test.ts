import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../src/config';
import { capturedLog, closeTestApp, createTestApp, json, PRODUCTION_ENV } from '../helpers';

/**
 * Review residual of C1: the seed never overwrites an account, so a database seeded in development (or
 * by an earlier release's compose) kept `Admin#123456` and `Buyer#12345` when started in production.
 */
describe('production on a database seeded with the published passwords', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-published-'));
  // On a PostgreSQL server both starts use one schema; on PGlite, one data folder.
  const place: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_SCHEMA: `test_published_${randomBytes(4).toString('hex')}` }
    : { DATA_DIR: dataDir };
  const { stream, lines } = capturedLog();
  let app: FastifyInstance;

  beforeAll(async () => {
    const development = await createTestApp({ ...place, SEED_DEMO_HISTORY: 'false' });
    await development.close();
    app = await createTestApp({ ...PRODUCTION_ENV, ...place }, { logStream: stream });
  }, 60_000);
  afterAll(async () => {
    if (app) await closeTestApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const login = (url: string, email: string, password: string) => json(app, { method: 'POST', url, payload: { email, password } });

  it('no longer signs anyone in with a published password; the admin has the operator’s', async () => {
    expect((await login('/api/admin/login/protected', 'admin@pcb.test', 'Admin#123456')).status).toBe(401);
    expect((await login('/api/login/buyer', 'buyer@pcb.test', 'Buyer#12345')).status).toBe(401);
    expect((await login('/api/admin/login/protected', 'admin@pcb.test', PRODUCTION_ENV.SEED_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('names the accounts in the log, without any password', () => {
    const warning = lines.find((line) => line.includes('published passwords replaced'));
    expect(warning).toContain('admin@pcb.test');
    expect(warning).toContain('buyer@pcb.test');
    expect(lines.join('')).not.toContain(PRODUCTION_ENV.SEED_ADMIN_PASSWORD);
  });

  it('refuses a published password as SEED_ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, SEED_ADMIN_PASSWORD: 'Admin#123456' })).toThrow(ConfigError);
  });
});
