import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { loadConfig } from '../../src/config';
import { signingKey } from '../../src/lib/kept-keys';
import { SEED, adminToken, bearer, buyerToken, json, useTestApp } from '../helpers';

/** Finding H4: tokens signed with the key once published in the source, or naming an account that is gone or changed. */
const PUBLISHED_KEY = 'pcb-api-development-secret-change-me-0123456789';

const forge = (claims: Record<string, unknown>, key: string) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('pcb-api').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(key));

describe('the signing key outside production', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is made once per data folder, readable by its owner only, and kept across restarts', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = signingKey(config);
    expect(first).not.toBe(PUBLISHED_KEY);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(signingKey(loadConfig({ DATA_DIR: dir }))).toBe(first);
  });

  it('differs between data folders', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-key-'));
    try {
      expect(signingKey(loadConfig({ DATA_DIR: other }))).not.toBe(signingKey(loadConfig({ DATA_DIR: dir })));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('a forged or stale session', () => {
  const testApp = useTestApp();
  const account = (token: string) => json(testApp(), { url: '/api/account', headers: bearer(token) });

  it('signed with the published development key is refused', async () => {
    const [admin] = await testApp().db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin'`);
    const forged = await forge({ id: admin.id, sid: admin.id, role: 'admin' }, PUBLISHED_KEY);
    const { status } = await json(testApp(), { url: '/api/admin/transaction', headers: bearer(forged) });
    process.stdout.write(`forged admin token (published key): ${status}\n`);
    expect(status).toBe(401);
  });

  it('naming an account that no longer exists is refused', async () => {
    const token = await buyerToken(testApp());
    await testApp().db.query(`DELETE FROM users WHERE email = $1`, [SEED.buyerEmail]);
    expect((await account(token)).status).toBe(401);
  });

  it('naming a role the account no longer has is refused', async () => {
    const token = await adminToken(testApp());
    await testApp().db.query(`UPDATE users SET role = 'buyer' WHERE email = $1`, [SEED.adminEmail]);
    expect((await json(testApp(), { url: '/api/admin/transaction', headers: bearer(token) })).status).toBe(401);
  });
});
