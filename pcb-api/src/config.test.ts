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

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
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
