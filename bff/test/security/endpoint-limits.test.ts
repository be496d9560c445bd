import { endpoints, type Endpoint, type Surface } from '@pcb/contract';
import { SURFACE_PREFIX, endpointsOn } from '../../src/proxy/allow-list';
import { DEDICATED_ROUTES } from '../../src/routes/session';
import { sendJson, useFakeStack } from '../helpers';
import { signToken } from '../tokens';

/**
 * Finding N2: a limit held on one route only, and the generic proxy routes reached the same endpoints without it.
 * Every route the BFF forwards, read from the contract and the BFF's own routes, is walked here.
 */
const MAX = 2;
const stack = useFakeStack((_request, response) => sendJson(response, 200, { message: 'ok' }), { RATE_LIMIT_MAX: String(MAX) });

interface Route {
  url: string;
  endpoint: Endpoint;
}

const SURFACES: Surface[] = ['buyer', 'admin'];
const withParams = (path: string) => path.replace(/:[A-Za-z_]+/g, 'p1');
const ROUTES: Route[] = [
  ...SURFACES.flatMap((surface) => endpointsOn(surface).map((endpoint) => ({ url: `${SURFACE_PREFIX[surface]}/${withParams(endpoint.path)}`, endpoint }))),
  ...Object.entries(DEDICATED_ROUTES).map(([url, endpoint]) => ({ url, endpoint })),
];
/**
 * What must be limited, read from the contract here rather than from the code under test: writes without a
 * session, password changes and every call that tries an admin's code.
 */
const CODE_CHECKS: readonly Endpoint[] = [
  endpoints.verifyAdminTwoFactor,
  endpoints.enableAdminTwoFactor,
  endpoints.disableAdminTwoFactor,
  endpoints.renewAdminRecoveryCodes,
];
const mustBeLimited = (e: Endpoint) => e.method !== 'GET' && (e.session === 'none' || e.path.endsWith('password/change-password') || CODE_CHECKS.includes(e));
const LIMITED = ROUTES.filter((route) => mustBeLimited(route.endpoint));

let addresses = 0;
const newAddress = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let accounts = 0;
const newAccount = () => `probe${++accounts}@example.com`;

async function call(route: Route, remoteAddress: string, email: string, cookie?: string) {
  const { statusCode } = await stack.app.inject({
    method: route.endpoint.method,
    url: route.url,
    remoteAddress,
    headers: { 'x-csrf': '1', ...(cookie ? { cookie } : {}) },
    ...(route.endpoint.method === 'GET' ? {} : { payload: { email, password: 'x', username: 'probe' } }),
  });
  return statusCode;
}

/** The status of the last of `times` calls. */
const lastOf = async (times: number, next: () => Promise<number>) => {
  let status = 0;
  for (let i = 0; i < times; i++) status = await next();
  return status;
};

describe('every route the BFF forwards holds the limit of the endpoint it reaches', () => {
  beforeAll(() => {
    const sessionNoneWrites = ROUTES.filter((r) => r.endpoint.session === 'none' && r.endpoint.method !== 'GET');
    process.stdout.write(
      `endpoint limits: ${ROUTES.length} forwarding routes walked, ${LIMITED.length} limited (${sessionNoneWrites.length} writes without a session)\n`,
    );
  });

  it('limits every write without a session on both surfaces, registration and password reset on the admin surface included', () => {
    const urls = LIMITED.map((route) => `${route.endpoint.method} ${route.url}`);
    for (const url of ['POST /bff/api/register/buyer', 'POST /bff/admin/api/register/buyer', 'POST /bff/admin/api/password/forgot-password'])
      expect(urls).toContain(url);
    expect(urls).toContain('POST /bff/api/password/change-password');
    expect(urls).toContain('POST /bff/admin/api/admin/password/change-password');
  });

  it.each(ROUTES.map((route) => [`${route.endpoint.method} ${route.url}`, route] as const))(
    '%s: per client address, 429 past the limit when limited, never for the others',
    async (_name, route) => {
      const address = newAddress();
      const status = await lastOf(MAX + 1, () => call(route, address, newAccount()));
      if (mustBeLimited(route.endpoint)) expect(status).toBe(429);
      else expect(status).not.toBe(429);
    },
  );

  it.each(LIMITED.map((route) => [route.endpoint.path, route.endpoint] as const).filter(([, e], i, all) => all.findIndex(([, f]) => f === e) === i))(
    'one count per endpoint, whichever route reaches it: %s',
    async (_path, endpoint) => {
      const routes = LIMITED.filter((route) => route.endpoint === endpoint);
      const address = newAddress();
      let turn = 0;
      const status = await lastOf(MAX + 1, () => call(routes[turn++ % routes.length], address, newAccount()));
      expect(status).toBe(429);
    },
  );

  it.each(LIMITED.filter((route) => route.endpoint.session === 'none'))(
    'per account as well: $url stops the same e-mail named from many addresses',
    async (route) => {
      const account = newAccount();
      expect(await lastOf(MAX + 1, () => call(route, newAddress(), account))).toBe(429);
    },
  );

  it.each([
    ['/bff/api/password/change-password', 'pcb_user', { role: 'buyer', username: 'b' }],
    ['/bff/admin/api/admin/password/change-password', 'pcb_admin', { role: 'admin' }],
  ] as const)('per account as well: %s stops one session tried from many addresses', async (url, cookieName, claims) => {
    const route = ROUTES.find((r) => r.url === url) as Route;
    const cookie = `${cookieName}=${await signToken({ ...claims, id: `acc${++accounts}`, sid: 's1' }, 3600)}`;
    expect(await lastOf(MAX + 1, () => call(route, newAddress(), newAccount(), cookie))).toBe(429);
  });
});
