import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rajaOngkirShipping } from '../src/providers/shipping/rajaongkir';
import { ShippingUnavailable } from '../src/providers/shipping/types';

/** A stand-in for the Komerce RajaOngkir V2 API answering the examples of its documentation. */
let server: http.Server;
let baseUrl: string;
const seen: { url?: string; key?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url, key: req.headers.key as string | undefined, body });
      res.setHeader('content-type', 'application/json');
      if (req.headers.key !== 'test-key') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ meta: { message: 'Invalid Api key', code: 401, status: 'failed' }, data: null }));
      }
      if (req.url === '/api/v1/destination/city/21') {
        return res.end(
          JSON.stringify({ meta: { message: 'Success Get City', code: 200, status: 'success' }, data: [{ id: 48, name: 'BATAM', zip_code: '0' }] }),
        );
      }
      if (req.url === '/api/v1/calculate/district/domestic-cost') {
        return res.end(
          JSON.stringify({
            meta: { message: 'Success Calculate Domestic Shipping Cost', code: 200, status: 'success' },
            data: [{ name: 'Jalur Nugraha Ekakurir (JNE)', code: 'jne', service: 'REG', description: 'Layanan Reguler', cost: 18000, etd: '2 day' }],
          }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ meta: { message: 'Not Found', code: 404, status: 'failed' }, data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the RajaOngkir provider', () => {
  it('reads areas with the key header and keeps ids as text', async () => {
    const provider = rajaOngkirShipping({ apiKey: 'test-key', baseUrl });
    expect(await provider.cities('21')).toEqual([{ id: '48', name: 'BATAM' }]);
    expect(seen.at(-1)).toMatchObject({ url: '/api/v1/destination/city/21', key: 'test-key' });
  });

  it('posts the cost query URL-encoded and passes the services through', async () => {
    const provider = rajaOngkirShipping({ apiKey: 'test-key', baseUrl });
    const services = await provider.cost({ origin: '847', destination: '1391', weight: 1500, courier: 'jne' });
    expect(services).toEqual([
      { name: 'Jalur Nugraha Ekakurir (JNE)', code: 'jne', service: 'REG', description: 'Layanan Reguler', cost: 18000, etd: '2 day' },
    ]);
    expect(new URLSearchParams(seen.at(-1)!.body).toString()).toBe('origin=847&destination=1391&weight=1500&courier=jne');
  });

  it('reuses an answer, and keeps at most cacheEntries of them, forgetting the oldest first', async () => {
    const provider = rajaOngkirShipping({ apiKey: 'test-key', baseUrl, cacheEntries: 2 });
    const quote = (weight: number) => provider.cost({ origin: '847', destination: '1391', weight, courier: 'jne' });
    const calls = () => seen.filter((s) => s.url === '/api/v1/calculate/district/domestic-cost').length;
    const before = calls();
    await quote(100);
    await quote(200);
    await quote(100);
    expect(calls() - before).toBe(2);
    await quote(300); // the third answer pushes out the oldest (100)
    await quote(200);
    expect(calls() - before).toBe(3);
    await quote(100);
    expect(calls() - before).toBe(4);
  });

  it('reports a refused key as unavailable', async () => {
    const provider = rajaOngkirShipping({ apiKey: 'wrong', baseUrl });
    await expect(provider.provinces()).rejects.toBeInstanceOf(ShippingUnavailable);
  });
});
