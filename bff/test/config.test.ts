import path from 'node:path';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to the documented local ports and the shell build in the repository', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.pcbApiUrl.href).toBe('http://127.0.0.1:4000/api');
    expect(config.shellDir).toBe(path.resolve(__dirname, '..', '..', 'shell', 'dist'));
    expect(config.shopRemoteUrl).toBe('http://127.0.0.1:3001');
    expect(config.adminRemoteUrl).toBe('http://127.0.0.1:3002');
    expect(config.cookieSecure).toBe(false);
    expect(config.upstreamTimeoutMs).toBe(10_000);
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
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
  });
});
