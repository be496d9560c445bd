import { loadConfig } from '../../src/config';
import { sendJson, useFakeStack } from '../helpers';

/** Finding M3: behind a load balancer only the balancer may name the client; a client's own X-Forwarded-For counts for nothing. */
const PROXY = '10.0.0.7';
const stack = useFakeStack((_request, response) => sendJson(response, 401, { message: 'Email or password incorrect!' }), {
  TRUST_PROXY: '10.0.0.0/24, 192.0.2.1',
  RATE_LIMIT_MAX: '3',
});

// Each try names another account, so only the per-address count is at work here.
let tries = 0;
const login = (remoteAddress: string, forwardedFor?: string) =>
  stack.app.inject({
    method: 'POST',
    url: '/bff/login',
    remoteAddress,
    headers: { 'x-csrf': '1', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { email: `a${++tries}@b.c`, password: 'x' },
  });

async function statuses(calls: (() => Promise<{ statusCode: number }>)[]): Promise<number[]> {
  const result: number[] = [];
  for (const call of calls) result.push((await call()).statusCode);
  return result;
}

describe('the rate limit behind a trusted proxy', () => {
  it('counts each client the proxy names on its own, so visitors do not share one bucket', async () => {
    const first = await statuses([1, 2, 3, 4].map(() => () => login(PROXY, '198.51.100.1')));
    const second = await login(PROXY, '198.51.100.2');
    process.stdout.write(`through the trusted proxy: client A ${first.join(' ')}, client B ${second.statusCode}\n`);
    expect(first).toEqual([401, 401, 401, 429]);
    expect(second.statusCode).toBe(401);
  });

  it('ignores the X-Forwarded-For a client forges when it is not a trusted proxy', async () => {
    const forged = await statuses([1, 2, 3, 4, 5].map((i) => () => login('203.0.113.9', `198.51.100.${100 + i}`)));
    process.stdout.write(`client forging X-Forwarded-For: ${forged.join(' ')}\n`);
    expect(forged).toEqual([401, 401, 401, 429, 429]);
  });

  it('takes only the address the trusted proxy appended, not one the client put before it', async () => {
    const chained = await statuses([1, 2, 3, 4].map((i) => () => login(PROXY, `198.51.100.${200 + i}, 203.0.113.50`)));
    expect(chained).toEqual([401, 401, 401, 429]);
  });
});

describe('the rate limit for IPv6 clients', () => {
  it('counts one /64 as one client, since its holder may use any address in it', async () => {
    const hopping = await statuses([1, 2, 3, 4].map((i) => () => login(PROXY, `2001:db8:1:2:${i}::${i}`)));
    const neighbour = await login(PROXY, '2001:db8:1:3::1');
    process.stdout.write(`one /64 hopping addresses: ${hopping.join(' ')}, the next /64 ${neighbour.statusCode}\n`);
    expect(hopping).toEqual([401, 401, 401, 429]);
    expect(neighbour.statusCode).toBe(401);
  });

  it('counts an IPv4 address written as IPv4-mapped IPv6 as that IPv4 address', async () => {
    const mixed = await statuses(['198.51.100.77', '::ffff:198.51.100.77', '198.51.100.77', '::ffff:c633:644d'].map((a) => () => login(PROXY, a)));
    expect(mixed).toEqual([401, 401, 401, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true, which would let any client pick its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow("TRUST_PROXY takes the reverse proxies' addresses");
  });

  it.each(['10.0.0.0/33', 'proxy.example', '::1/129'])('refuses %p', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });

  it('takes IPs, CIDRs and the usual names, or nothing', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12, ::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
