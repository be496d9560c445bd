import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EnvFileError } from '@pcb/contract/server/env-files';
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
      seed: { adminEmail: 'admin@pcb.test', adminPassword: 'Admin#123456', buyerEmail: 'buyer@pcb.test', buyerUsername: 'budi', buyerPassword: 'Buyer#12345' },
      isProduction: false,
    });
  });

  it("reads the centre's working calendar for review times: Monday to Friday, 08-16, the holidays listed", () => {
    expect(loadConfig({}).workingCalendar).toEqual({ weekdays: [1, 2, 3, 4, 5], opens: 8, closes: 16, holidays: new Set() });
    const saturdays = loadConfig({ REVIEW_WORKING_DAYS: '1,2,3,4,5,6', REVIEW_WORKING_HOURS: '07-15', REVIEW_HOLIDAYS: '2026-12-25, 2027-01-01' });
    expect(saturdays.workingCalendar).toEqual({ weekdays: [1, 2, 3, 4, 5, 6], opens: 7, closes: 15, holidays: new Set(['2026-12-25', '2027-01-01']) });
    expect(() => loadConfig({ REVIEW_WORKING_DAYS: 'senin' })).toThrow('REVIEW_WORKING_DAYS must list weekdays');
    expect(() => loadConfig({ REVIEW_WORKING_HOURS: '16-08' })).toThrow('REVIEW_WORKING_HOURS must be opening and closing hours');
    expect(() => loadConfig({ REVIEW_HOLIDAYS: '2026-02-30' })).toThrow('REVIEW_HOLIDAYS must list dates');
  });

  it('keeps memory:// as an in-memory database with a temporary files folder', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' })).toMatchObject({ dataDir: 'memory://', filesDir: null });
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    TWO_FACTOR_KEY: 't'.repeat(32),
    SEED_ADMIN_PASSWORD: 'a-long-admin-password',
    PAYMENT_PROVIDER: 'simulator',
    SHIPPING_PROVIDER: 'offline',
  };

  it('requires TWO_FACTOR_KEY of 32 characters or more in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, TWO_FACTOR_KEY: '' })).toThrow('TWO_FACTOR_KEY is required');
    expect(() => loadConfig({ ...PRODUCTION, TWO_FACTOR_KEY: 'short' })).toThrow('TWO_FACTOR_KEY must be at least 32 characters');
  });

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

  it('refuses production without an admin password of 12 characters or more for a fresh database', () => {
    expect(() => loadConfig({ ...PRODUCTION, SEED_ADMIN_PASSWORD: '' })).toThrow('NODE_ENV=production needs SEED_ADMIN_PASSWORD');
    expect(() => loadConfig({ ...PRODUCTION, SEED_ADMIN_PASSWORD: 'Admin#123456'.slice(0, 11) })).toThrow(ConfigError);
  });

  it('holds mail in production without SMTP_URL, and sends it with one', () => {
    expect(loadConfig(PRODUCTION).mailHeld).toBe(true);
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: 'smtp://mail:25' }).mailHeld).toBe(false);
    expect(loadConfig({}).mailHeld).toBe(false);
  });

  it('requires two-factor sign-in for admins in production unless ADMIN_2FA_REQUIRED says otherwise', () => {
    expect(loadConfig(PRODUCTION).adminTwoFactorRequired).toBe(true);
    expect(loadConfig({ ...PRODUCTION, ADMIN_2FA_REQUIRED: 'no' }).adminTwoFactorRequired).toBe(false);
    expect(loadConfig({}).adminTwoFactorRequired).toBe(false);
  });

  it('seeds the demo buyer in production only with the demo history', () => {
    expect(loadConfig(PRODUCTION).seedDemoBuyer).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_HISTORY: 'true' }).seedDemoBuyer).toBe(true);
    expect(loadConfig({}).seedDemoBuyer).toBe(true);
  });

  it('reads flags in one grammar and names what a choice takes', () => {
    expect(loadConfig({ MIGRATE_ON_START: 'No' }).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ PAYMENT_FLOW: 'iframe' })).toThrow(new ConfigError('PAYMENT_FLOW must be one of popup, redirect, got "iframe"'));
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

  describe('FLEET=true, one instance of several', () => {
    it('refuses to start on PGlite, saying why', () => {
      expect(() => loadConfig({ FLEET: 'true' })).toThrow(
        new ConfigError(
          "FLEET=true needs DATABASE_URL naming PostgreSQL (postgres://…): PGlite is one process's embedded database, and its lock on DATA_DIR does not hold across containers or machines",
        ),
      );
      expect(() => loadConfig({ FLEET: 'true', DATA_DIR: 'memory://' })).toThrow(ConfigError);
    });

    it('starts on PostgreSQL', () => {
      expect(loadConfig({ FLEET: 'true', DATABASE_URL: 'postgres://pcb@postgres:5432/pcb' }).databaseUrl).toBe('postgres://pcb@postgres:5432/pcb');
    });

    it('is off by default and with FLEET=false, so one process runs on PGlite', () => {
      expect(loadConfig({}).databaseUrl).toBeNull();
      expect(loadConfig({ FLEET: 'false' }).databaseUrl).toBeNull();
      expect(() => loadConfig({ FLEET: 'several' })).toThrow('FLEET must be true or false');
    });
  });

  describe('the PostgreSQL pool', () => {
    it('defaults to 10 connections, 5 s to connect, 8 s a statement, 4 s a lock wait and 9 s an answer', () => {
      expect(loadConfig({}).databasePool).toEqual({
        size: 10,
        connectTimeoutMs: 5_000,
        statementTimeoutMs: 8_000,
        lockTimeoutMs: 4_000,
        queryTimeoutMs: 9_000,
      });
    });

    it('takes its size and time-outs from the environment', () => {
      const env = {
        DATABASE_POOL_SIZE: '25',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '600000',
        DATABASE_LOCK_TIMEOUT_MS: '1500',
        DATABASE_QUERY_TIMEOUT_MS: '605000',
      };
      expect(loadConfig(env).databasePool).toEqual({
        size: 25,
        connectTimeoutMs: 2_000,
        statementTimeoutMs: 600_000,
        lockTimeoutMs: 1_500,
        queryTimeoutMs: 605_000,
      });
    });

    it.each([
      ['DATABASE_POOL_SIZE', '1', 'DATABASE_POOL_SIZE must be between 2 and 1000, got 1'],
      ['DATABASE_POOL_SIZE', 'ten', 'DATABASE_POOL_SIZE must be a whole number, got "ten"'],
      ['DATABASE_QUERY_TIMEOUT_MS', '0', 'DATABASE_QUERY_TIMEOUT_MS must be between 100 and 86400000, got 0'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '5s', 'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number, got "5s"'],
    ])('refuses %s=%s', (name, value, message) => {
      expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
    });

    it('accepts a list of hosts in DATABASE_URL, and refuses an empty one', () => {
      expect(loadConfig({ DATABASE_URL: 'postgres://pcb:pw@db1:5432,db2:5432/pcb' }).databaseUrl).toBe('postgres://pcb:pw@db1:5432,db2:5432/pcb');
      expect(() => loadConfig({ DATABASE_URL: 'postgres://pcb:pw@db1:5432,/pcb' })).toThrow(
        new ConfigError('DATABASE_URL names an empty host: list hosts as host1:5432,host2:5432'),
      );
    });
  });

  it('drops a trailing slash from the public addresses', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/', FILES_PUBLIC_URL: 'https://cdn.example/files/' })).toMatchObject({
      publicUrl: 'https://shop.example',
      filesPublicUrl: 'https://cdn.example/files',
    });
  });

  describe('secrets in files (Docker and Swarm secrets)', () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-api-secrets-'));
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    /** A secret file as `docker secret create name -` makes it from `echo`: with a trailing newline. */
    function secret(name: string, value: string): string {
      const file = path.join(dir, name);
      fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
      return file;
    }

    it('reads every secret of a production start from the files its _FILE variables name', () => {
      const config = loadConfig({
        ...PRODUCTION,
        JWT_SECRET: undefined,
        SEED_ADMIN_PASSWORD: undefined,
        SHIPPING_PROVIDER: 'rajaongkir',
        JWT_SECRET_FILE: secret('jwt', 'j'.repeat(40)),
        SEED_ADMIN_PASSWORD_FILE: secret('admin', 'an admin password from a file'),
        DATABASE_URL_FILE: secret('database', 'postgres://pcb:pw@postgres:5432/pcb'),
        MIDTRANS_SNAP_URL: 'https://app.midtrans.com',
        PAYMENT_PROVIDER: '',
        MIDTRANS_SERVER_KEY_FILE: secret('midtrans', 'Mid-server-from-file'),
        RAJAONGKIR_API_KEY_FILE: secret('rajaongkir', 'rajaongkir-key'),
        SMTP_URL_FILE: secret('smtp', 'smtp://user:pw@mail:587'),
      });
      expect(config).toMatchObject({
        jwtSecret: 'j'.repeat(40),
        seed: { adminPassword: 'an admin password from a file' },
        databaseUrl: 'postgres://pcb:pw@postgres:5432/pcb',
        payments: { provider: 'midtrans', serverKey: 'Mid-server-from-file' },
        shipping: { rajaOngkirApiKey: 'rajaongkir-key' },
        smtpUrl: 'smtp://user:pw@mail:587',
      });
    });

    it("checks a value from a file by the variable's own rules", () => {
      expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: undefined, JWT_SECRET_FILE: secret('short-jwt', 'too short') })).toThrow(
        'JWT_SECRET must be at least 32 characters',
      );
    });

    it('refuses a secret given both directly and as a file', () => {
      expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET_FILE: secret('jwt-too', 'k'.repeat(40)) })).toThrow(
        new EnvFileError('JWT_SECRET and JWT_SECRET_FILE are both set: give one of them'),
      );
    });

    it('refuses a file that cannot be read, naming the variable and the path', () => {
      const missing = path.join(dir, 'missing');
      expect(() => loadConfig({ SEED_ADMIN_PASSWORD_FILE: missing })).toThrow(new EnvFileError(`SEED_ADMIN_PASSWORD_FILE=${missing} cannot be read (ENOENT)`));
    });
  });
});
