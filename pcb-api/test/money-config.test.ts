import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { expiryCheckMs } from '../src/plugins/jobs/expiry';
import { PRODUCTION_ENV } from './helpers';

describe('shipping and payment settings', () => {
  it('defaults to offline shipping from Batam Kota with 200 lookups an hour, the popup flow, a 24 h expiry and the simulator', () => {
    const { shipping, payments } = loadConfig({});
    expect(shipping).toEqual({
      provider: 'offline',
      origin: '21.71.10',
      rajaOngkirApiKey: null,
      rajaOngkirBaseUrl: 'https://rajaongkir.komerce.id/api/v1',
      lookupsPerHour: 200,
    });
    expect(payments).toMatchObject({ provider: 'simulator', flow: 'popup', expirySeconds: 86_400, snapUrl: null });
    expect(payments.serverKey.length).toBeGreaterThan(20);
  });

  it.each([
    ['90', 90],
    ['90s', 90],
    ['15m', 900],
    ['24h', 86_400],
    ['2d', 172_800],
  ])('reads PAYMENT_EXPIRY=%s as %i seconds', (value, seconds) => {
    expect(loadConfig({ PAYMENT_EXPIRY: value }).payments.expirySeconds).toBe(seconds);
  });

  it.each(['0', '-5', '1w', 'soon'])('refuses PAYMENT_EXPIRY=%s', (value) => {
    expect(() => loadConfig({ PAYMENT_EXPIRY: value })).toThrow(ConfigError);
  });

  it('refuses an unknown PAYMENT_FLOW or SHIPPING_PROVIDER', () => {
    expect(() => loadConfig({ PAYMENT_FLOW: 'iframe' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHIPPING_PROVIDER: 'jne' })).toThrow(ConfigError);
  });

  it('picks Midtrans when its Snap URL is set, and refuses a provider without what it needs', () => {
    expect(loadConfig({}).payments.provider).toBe('simulator');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans' })).toThrow('MIDTRANS_SNAP_URL is required');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'simulator', MIDTRANS_SNAP_URL: 'https://app.sandbox.midtrans.com', MIDTRANS_SERVER_KEY: 'k' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
  });

  it('requires the key of a real provider', () => {
    expect(() => loadConfig({ SHIPPING_PROVIDER: 'rajaongkir' })).toThrow('RAJAONGKIR_API_KEY is required');
    expect(() => loadConfig({ MIDTRANS_SNAP_URL: 'https://app.sandbox.midtrans.com' })).toThrow('MIDTRANS_SERVER_KEY is required');
    expect(loadConfig({ MIDTRANS_SNAP_URL: 'https://app.sandbox.midtrans.com/', MIDTRANS_SERVER_KEY: 'SB-Mid-server-x' }).payments.snapUrl).toBe(
      'https://app.sandbox.midtrans.com',
    );
  });

  it('checks for expired orders every quarter of the expiry, between one second and one minute', () => {
    expect(expiryCheckMs(2)).toBe(1_000);
    expect(expiryCheckMs(120)).toBe(30_000);
    expect(expiryCheckMs(86_400)).toBe(60_000);
  });
});

describe('a production demo on the stand-ins', () => {
  it('starts when they are chosen explicitly, and warns about each at start-up', async () => {
    const lines: string[] = [];
    const config = loadConfig({ ...PRODUCTION_ENV, DATA_DIR: 'memory://', BCRYPT_ROUNDS: '4' });
    const app = await buildApp(config, { logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      const warnings = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((l) => l.level === 40)
        .map((l) => l.msg);
      expect(warnings).toEqual(
        expect.arrayContaining([expect.stringContaining('PAYMENT_PROVIDER=simulator'), expect.stringContaining('SHIPPING_PROVIDER=offline')]),
      );
      expect((await app.inject({ method: 'GET', url: '/api/service/payments/simulator/snap.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
