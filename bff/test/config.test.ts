import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EnvFileError } from '@pcb/contract/server/env-files';
import { loadConfig as loadPcbApiConfig } from '../../pcb-api/src/config';
import { loadConfig } from '../src/config';

type WebpackConfig = { output: { path: string }; devServer: { host: string; port: number } };

/** An app's webpack configuration, as its build or its dev server reads it. */
function webpackConfig(app: string, mode: string): WebpackConfig {
  const factory = require(path.join(__dirname, '..', '..', app, 'webpack.config.js')) as (env: unknown, argv: { mode: string }) => WebpackConfig;
  return factory({}, { mode });
}

const remoteDevServers = () => ({ shop: webpackConfig('shop-remote', 'development').devServer, admin: webpackConfig('admin-remote', 'development').devServer });

describe('loadConfig', () => {
  // One part run alone (`node bff/dist/server.js`) beside the others run alone: each default must be where its partner is.
  it("without variables, reaches pcb-api, the remotes' dev servers and the shell's build where they are without variables", () => {
    const config = loadConfig({});
    const api = loadPcbApiConfig({});
    expect(config.pcbApiUrl.href).toBe(`http://${api.host}:${api.port}/api`);
    const { shop, admin } = remoteDevServers();
    expect([config.shopRemoteUrl, config.adminRemoteUrl]).toEqual([`http://${shop.host}:${shop.port}`, `http://${admin.host}:${admin.port}`]);
    expect(config.shellDir).toBe(webpackConfig('shell', 'production').output.path);
  });

  it("reduces a remote's address to its origin and reads it from there unless an internal address is given", () => {
    const config = loadConfig({
      SHOP_REMOTE_URL: 'https://shop.pcb.example/',
      ADMIN_REMOTE_URL: 'https://admin.pcb.example//',
      ADMIN_REMOTE_INTERNAL_URL: 'http://admin-remote:3002/',
    });
    expect([config.shopRemoteUrl, config.adminRemoteUrl]).toEqual(['https://shop.pcb.example', 'https://admin.pcb.example']);
    expect(config.remoteReadUrls).toEqual({ shop: 'https://shop.pcb.example', admin: 'http://admin-remote:3002' });
    expect(() => loadConfig({ SHOP_REMOTE_URL: 'shop-remote:3001' })).toThrow('SHOP_REMOTE_URL must be http or https');
  });

  it('turns Secure cookies on for an https public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pcb.example' }).cookieSecure).toBe(true);
  });

  it('lets COOKIE_SECURE override what the public URL implies', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pcb.example', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('refuses a PCB_API_URL that is not an http URL', () => {
    expect(() => loadConfig({ PCB_API_URL: 'file:///etc/passwd' })).toThrow('PCB_API_URL must be http or https');
  });

  it('reads PAYMENT_SCRIPT_ORIGINS as a list of origins, none by default, and refuses what is not an http URL', () => {
    expect(loadConfig({}).paymentScriptOrigins).toEqual([]);
    expect(loadConfig({ PAYMENT_SCRIPT_ORIGINS: 'https://app.sandbox.midtrans.com/snap/snap.js,https://app.midtrans.com/' }).paymentScriptOrigins).toEqual([
      'https://app.sandbox.midtrans.com',
      'https://app.midtrans.com',
    ]);
    expect(() => loadConfig({ PAYMENT_SCRIPT_ORIGINS: 'javascript:alert(1)' })).toThrow('PAYMENT_SCRIPT_ORIGINS must be http or https');
  });

  it("hands a real provider's snap.js and client key to the page only together, and only from an origin the CSP allows", () => {
    const origins = { PAYMENT_SCRIPT_ORIGINS: 'https://app.sandbox.midtrans.com' };
    expect(loadConfig({}).paymentScript).toBeNull();
    expect(
      loadConfig({ ...origins, PAYMENT_SNAP_URL: 'https://app.sandbox.midtrans.com/snap/snap.js', PAYMENT_CLIENT_KEY: 'SB-Mid-client-abc' }).paymentScript,
    ).toEqual({
      src: 'https://app.sandbox.midtrans.com/snap/snap.js',
      clientKey: 'SB-Mid-client-abc',
    });
    expect(() => loadConfig({ ...origins, PAYMENT_SNAP_URL: 'https://app.sandbox.midtrans.com/snap/snap.js' })).toThrow(
      'PAYMENT_SNAP_URL and PAYMENT_CLIENT_KEY must be set together',
    );
    expect(() => loadConfig({ PAYMENT_SNAP_URL: 'https://evil.example/snap.js', PAYMENT_CLIENT_KEY: 'k' })).toThrow('must be one of PAYMENT_SCRIPT_ORIGINS');
  });

  it('keeps releases in the folder RELEASE_STORE unless RELEASE_STORE_URL names a PostgreSQL database, and refuses another URL there', () => {
    expect(loadConfig({}).releaseStoreUrl).toBeNull();
    expect(loadConfig({ RELEASE_STORE_URL: 'postgres://pcb@db:5432/pcb' }).releaseStoreUrl).toBe('postgres://pcb@db:5432/pcb');
    expect(() => loadConfig({ RELEASE_STORE_URL: 'redis://cache:6379' })).toThrow('RELEASE_STORE_URL must start with postgres:// or postgresql://');
    expect(loadConfig({ RELEASE_STORE_URL: 'postgres://pcb@db1:5432,db2:5432/pcb' }).releaseStoreUrl).toBe('postgres://pcb@db1:5432,db2:5432/pcb');
    expect(() => loadConfig({ RELEASE_STORE_URL: 'postgres://pcb@db1:5432,/pcb' })).toThrow('RELEASE_STORE_URL names an empty host');
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number, got "eighty"');
  });

  it('listens outside production on a loopback address only: development forwards to a pcb-api with a published payment key', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow('HOST=0.0.0.0 is refused without NODE_ENV=production');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://pcb.example', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  describe('in production', () => {
    const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://pcb.example' };

    it('always sends Secure cookies and refuses COOKIE_SECURE=false', () => {
      expect(loadConfig(PRODUCTION).cookieSecure).toBe(true);
      expect(() => loadConfig({ ...PRODUCTION, COOKIE_SECURE: 'no' })).toThrow('COOKIE_SECURE=false is refused when NODE_ENV=production');
    });

    it('needs an https PUBLIC_URL, plain http only on localhost', () => {
      expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://pcb.example' })).toThrow('NODE_ENV=production needs an https PUBLIC_URL');
      expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' }).cookieSecure).toBe(true);
    });

    it('refuses a Redis without a password', () => {
      expect(() => loadConfig({ ...PRODUCTION, REDIS_URL: 'redis://redis:6379' })).toThrow('NODE_ENV=production needs a password in REDIS_URL');
      expect(loadConfig({ ...PRODUCTION, REDIS_URL: 'redis://:pw@redis:6379' }).redisUrl).toBe('redis://:pw@redis:6379');
    });
  });

  describe('secrets in files (Docker and Swarm secrets)', () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bff-secrets-'));
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    /** A secret file as `docker secret create name -` makes it from `echo`: with a trailing newline. */
    function secret(name: string, value: string): string {
      const file = path.join(dir, name);
      fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
      return file;
    }

    it('reads REDIS_URL and PAYMENT_CLIENT_KEY from the files their _FILE variables name', () => {
      const config = loadConfig({
        REDIS_URL_FILE: secret('redis', 'redis://:pw@redis:6379'),
        PAYMENT_SCRIPT_ORIGINS: 'https://app.midtrans.com',
        PAYMENT_SNAP_URL: 'https://app.midtrans.com/snap/snap.js',
        PAYMENT_CLIENT_KEY_FILE: secret('client-key', 'Mid-client-from-file'),
      });
      expect(config.redisUrl).toBe('redis://:pw@redis:6379');
      expect(config.paymentScript?.clientKey).toBe('Mid-client-from-file');
    });

    it('refuses a variable given both directly and as a file', () => {
      expect(() => loadConfig({ REDIS_URL: 'redis://redis:6379', REDIS_URL_FILE: secret('redis-too', 'redis://other:6379') })).toThrow(
        new EnvFileError('REDIS_URL and REDIS_URL_FILE are both set: give one of them'),
      );
    });

    it('refuses a file that cannot be read, naming the variable and the path', () => {
      const missing = path.join(dir, 'missing');
      expect(() => loadConfig({ PAYMENT_CLIENT_KEY_FILE: missing })).toThrow(new EnvFileError(`PAYMENT_CLIENT_KEY_FILE=${missing} cannot be read (ENOENT)`));
    });
  });
});
