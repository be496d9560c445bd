// The screens `npm run bench:web` puts through Lighthouse (issue 9's three public pages and issue 22's
// fifteen), and the sessions they need: a buyer and an admin signed in through the BFF's own login, whose
// cookies Lighthouse sends with every request. The stack runs with SEED_DEMO_HISTORY=true, so the demo
// buyer has orders and custom requests in every status and the admin lists are full; the bench adds a
// cart line, which the demo does not seed.

/** A demo buyer (pcb-api/src/seed/demo-buyers.ts) and the seeded admin (pcb-api's SEED_ADMIN_* defaults). */
const DEMO_BUYERS = ['siti.rahma', 'agus.pratama', 'dewi.lestari', 'rizky.m'].map((name) => ({ email: `${name}@demo.pcb.test`, password: 'Demo#12345' }));
const ADMIN = { email: 'admin@pcb.test', password: 'Admin#123456' };
/** A word of the seeded catalogue (pcb-api/src/seed/catalogue.ts), so the search page lists products. */
const SEARCH_WORD = 'breadboard';

/** Issue 9's budgets for its three pages; `higher` says which way is better. */
export const TARGETS = {
  performance: { read: (lhr) => lhr.categories.performance.score * 100, budget: 90, higher: true, unit: '' },
  LCP: { read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue, budget: 2500, higher: false, unit: 'ms' },
  TBT: { read: (lhr) => lhr.audits['total-blocking-time'].numericValue, budget: 200, higher: false, unit: 'ms' },
  CLS: { read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, budget: 0.05, higher: false, unit: '' },
  accessibility: { read: (lhr) => lhr.categories.accessibility.score * 100, budget: 100, higher: true, unit: '' },
};
/** Issue 22 holds every other screen to performance, CLS and accessibility; LCP and TBT are printed without a budget. */
const EVERY_SCREEN = ['performance', 'CLS', 'accessibility'];
const PUBLIC_PAGE = Object.keys(TARGETS);

/** Every screen, in the order printed: `path` may use the ids read after sign-in. */
export const SCREENS = [
  { name: '/', path: () => '/', budgets: PUBLIC_PAGE },
  { name: 'search', path: () => `/?search=${SEARCH_WORD}`, budgets: PUBLIC_PAGE },
  { name: '/login', path: () => '/login', budgets: PUBLIC_PAGE },
  { name: '/product', path: () => '/product' },
  { name: '/product/detail/{id}', path: ({ productId }) => `/product/detail/${productId}` },
  { name: '/keranjang', path: () => '/keranjang', session: 'buyer' },
  { name: '/custom', path: () => '/custom' },
  { name: '/custom-prototype', path: () => '/custom-prototype' },
  { name: '/custom-assembly', path: () => '/custom-assembly' },
  { name: '/keranjang/costom-product', path: () => '/keranjang/costom-product', session: 'buyer' },
  { name: '/transaksi', path: () => '/transaksi', session: 'buyer' },
  { name: '/user', path: () => '/user', session: 'buyer' },
  { name: '/user/profileSettings', path: () => '/user/profileSettings', session: 'buyer' },
  { name: '/admin-login', path: () => '/admin-login' },
  { name: '/admin/dashboard', path: () => '/admin/dashboard', session: 'admin' },
  { name: '/admin/dataProduct', path: () => '/admin/dataProduct', session: 'admin' },
  { name: '/admin/request-custom', path: () => '/admin/request-custom', session: 'admin' },
  { name: '/admin/transaksi', path: () => '/admin/transaksi', session: 'admin' },
].map((screen) => ({ budgets: EVERY_SCREEN, session: null, ...screen }));

async function call(origin, method, path, { body, cookie } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-csrf': '1', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs in through the BFF and returns the session cookie as a `Cookie` header. */
async function signIn(origin, loginPath, credentials) {
  return cookiesSetBy(await call(origin, 'POST', loginPath, { body: credentials }));
}

/** The cookies a response sets, as a `Cookie` header. */
const cookiesSetBy = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** The first demo buyer with orders and custom requests, with one product in the cart. */
async function buyerSession(origin, productId) {
  for (const buyer of DEMO_BUYERS) {
    const cookie = await signIn(origin, '/bff/login', buyer);
    const has = async (path) => (await (await call(origin, 'GET', path, { cookie })).json()).length > 0;
    if (!(await has('/bff/api/transaction')) || !(await has('/bff/api/costom-prototype/api/transaksi'))) continue;
    if (!(await has('/bff/api/cart'))) await call(origin, 'POST', '/bff/api/cart/add-product', { cookie, body: { id_product: productId } });
    return cookie;
  }
  throw new Error('no demo buyer has orders and custom requests: is SEED_DEMO_HISTORY=true?');
}

/**
 * The browser id the BFF gives with a first page (bff/src/routes/shell.ts), as a cookie. Lighthouse sends the session
 * as a header, and once the page had set a cookie of its own Chromium sent the stored cookies instead: every API call
 * after the page went without the session ('Token tidak ditemukan') and the signed-in screens were measured as their
 * error state. With the id in the header, the BFF sets no cookie during a run.
 */
async function browserId(origin) {
  const response = await call(origin, 'GET', '/');
  return cookiesSetBy(response);
}

/** The `Cookie` header of each session, and the ids the screens' paths need. */
export async function prepareSessions(origin) {
  const [product] = await (await call(origin, 'GET', '/bff/api/product')).json();
  const browser = await browserId(origin);
  return {
    ids: { productId: product._id },
    cookies: {
      buyer: `${await buyerSession(origin, product._id)}; ${browser}`,
      admin: `${await signIn(origin, '/bff/admin/login', ADMIN)}; ${browser}`,
    },
  };
}
