import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { SEED, bearer, buyerToken, json } from '../helpers';

/**
 * Finding M1 with several pcb-api instances behind one load balancer: a session ended on one instance
 * is ended on all of them. Needs a shared database, so it runs under `npm run test:pg` (DATABASE_URL).
 */
const databaseUrl = process.env.DATABASE_URL ?? '';
const SHARED = {
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  BCRYPT_ROUNDS: '4',
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: `test_${process.pid}_${randomBytes(4).toString('hex')}`,
};

(databaseUrl ? describe : describe.skip)('two instances sharing one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildApp(loadConfig(SHARED), { logger: false });
    second = await buildApp(loadConfig(SHARED), { logger: false });
  });
  afterAll(async () => {
    await second?.close();
    await first?.db.exec(`DROP SCHEMA IF EXISTS "${SHARED.DATABASE_SCHEMA}" CASCADE`);
    await first?.close();
  });

  const account = async (app: FastifyInstance, token: string) => (await json(app, { url: '/api/account', headers: bearer(token) })).status;

  it('a logout on one instance ends the session on the other', async () => {
    const token = await buyerToken(first);
    expect(await account(second, token)).toBe(200);
    await json(first, { method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await account(second, token)).toBe(401);
  });

  it('a password change on one instance ends every session on the other', async () => {
    const token = await buyerToken(second);
    await json(first, {
      method: 'POST',
      url: '/api/password/change-password',
      headers: bearer(await buyerToken(first)),
      payload: { oldPassword: SEED.buyerPassword, newPassword: 'Baru#67890' },
    });
    expect(await account(second, token)).toBe(401);
  });
});
