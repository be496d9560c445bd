import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives every setting its documented default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      dataDir: path.resolve(__dirname, '..', '.data'),
      filesDir: path.resolve(__dirname, '..', '.data', 'files'),
      databaseUrl: null,
      publicUrl: 'http://127.0.0.1:3000',
      filesPublicUrl: 'http://127.0.0.1:3000/bff/files',
      buyerTokenTtl: 604800,
      adminTokenTtl: 86400,
      smtpUrl: null,
      seed: { adminEmail: 'admin@pcb.test', adminPassword: 'Admin#12345', buyerEmail: 'buyer@pcb.test', buyerUsername: 'budi', buyerPassword: 'Buyer#12345' },
      isProduction: false,
    });
  });

  it('keeps memory:// as an in-memory database with a temporary files folder', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' })).toMatchObject({ dataDir: 'memory://', filesDir: null });
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    SEED_ADMIN_PASSWORD: 'a-long-admin-password',
    PAYMENT_PROVIDER: 'simulator',
    SHIPPING_PROVIDER: 'offline',
  };

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: '' })).toThrow('JWT_SECRET is required');
    expect(loadConfig(PRODUCTION).isProduction).toBe(true);
  });

  it('refuses to start production on the payment simulator unless it is chosen explicitly', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: '' })).toThrow('NODE_ENV=production needs a real payment provider');
    expect(loadConfig(PRODUCTION).payments.provider).toBe('simulator');
    const midtrans = loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: '', MIDTRANS_SNAP_URL: 'https://app.midtrans.com', MIDTRANS_SERVER_KEY: 'Mid-server-real' });
    expect(midtrans.payments).toMatchObject({ provider: 'midtrans', serverKey: 'Mid-server-real' });
  });

  it('refuses to start production on the offline shipping table unless it is chosen explicitly', () => {
    expect(() => loadConfig({ ...PRODUCTION, SHIPPING_PROVIDER: '' })).toThrow('NODE_ENV=production needs a real shipping provider');
    expect(loadConfig({ ...PRODUCTION, SHIPPING_PROVIDER: 'rajaongkir', RAJAONGKIR_API_KEY: 'key' }).shipping.provider).toBe('rajaongkir');
  });

  it('never signs with the built-in development key in production', () => {
    const development = loadConfig({}).payments.serverKey;
    const [first, second] = [loadConfig(PRODUCTION), loadConfig(PRODUCTION)].map((c) => c.payments.serverKey);
    expect(first).not.toBe(development);
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    ['PORT', 'http'],
    ['BUYER_TOKEN_TTL', '0'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_SCHEMA', 'Bad-Name'],
  ])('refuses %s=%p', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });

  it('drops a trailing slash from the public addresses', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/', FILES_PUBLIC_URL: 'https://cdn.example/files/' })).toMatchObject({
      publicUrl: 'https://shop.example',
      filesPublicUrl: 'https://cdn.example/files',
    });
  });
});
