// The screens `npm run bench:web` puts through Lighthouse (every path of both route tables, and the shop's
// search), and the sessions they need: a buyer and an admin signed in through the BFF's own login, whose
// cookies Lighthouse sends with every request. The stack runs with SEED_DEMO_HISTORY=true, so the demo
// buyer has orders and custom requests in every status and the admin lists are full; the bench adds a
// cart line and a share link, which the demo does not seed.
import { paths as adminPaths } from '../../admin-remote/src/lib/paths.ts';
import { paths as shopPaths } from '../../shop-remote/src/lib/paths.ts';

/** A demo buyer (pcb-api/src/seed/demo-buyers.ts) and the seeded admin (pcb-api's SEED_ADMIN_* defaults). */
const DEMO_BUYERS = ['siti.rahma', 'agus.pratama', 'dewi.lestari', 'rizky.m'].map((name) => ({ email: `${name}@demo.pcb.test`, password: 'Demo#12345' }));
const ADMIN_ACCOUNT = { email: 'admin@pcb.test', password: 'Admin#123456' };
/** A word of the seeded catalogue (pcb-api/src/seed/catalogue.ts), so the search page lists products. */
const SEARCH_WORD = 'breadboard';

/** The budgets; `higher` says which way is better. Issue 38 holds every screen to performance ≥ 95. */
export const TARGETS = {
  performance: { read: (lhr) => lhr.categories.performance.score * 100, budget: 95, higher: true, unit: '' },
  LCP: { read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue, budget: 2500, higher: false, unit: 'ms' },
  TBT: { read: (lhr) => lhr.audits['total-blocking-time'].numericValue, budget: 200, higher: false, unit: 'ms' },
  CLS: { read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, budget: 0.05, higher: false, unit: '' },
  accessibility: { read: (lhr) => lhr.categories.accessibility.score * 100, budget: 100, higher: true, unit: '' },
};
/** Issue 9's three public pages are held to every target; every other screen to performance, CLS and accessibility (LCP and TBT printed). */
const EVERY_SCREEN = ['performance', 'CLS', 'accessibility'];
const PUBLIC_PAGE = Object.keys(TARGETS);

/**
 * Every path of both route tables and who sees it (`session`: null for a visitor), with the ids a path's
 * parameters take and a query where the screen needs one; `sameAs` names a path drawn by another screen here.
 * A path added to a table and not here stops the bench (below), as the accessibility journey's compiler does.
 */
const SHOP = {
  home: { budgets: PUBLIC_PAGE },
  login: { budgets: PUBLIC_PAGE },
  register: {},
  // A token nobody was given: the refusal is the screen.
  verifyEmail: { params: () => ({ token: 'token-tidak-dikenal' }) },
  resendVerification: {},
  forgotPassword: {},
  resetPassword: { params: () => ({ token: 'token-tidak-dikenal' }) },
  notFound: {},
  products: {},
  productDetail: { params: ({ productId }) => ({ id: productId }) },
  custom: {},
  productAssembly: {},
  customPrototype: {},
  customAssembly: {},
  cart: { session: 'buyer' },
  customCart: { session: 'buyer' },
  checkout: { session: 'buyer', query: ({ cartItemId }) => new URLSearchParams({ cart: cartItemId }) },
  profile: { session: 'buyer' },
  profileSettings: { session: 'buyer' },
  changePassword: { session: 'buyer' },
  sessions: { session: 'buyer' },
  shareLinks: { session: 'buyer' },
  transactions: { session: 'buyer' },
  review: { session: 'buyer', query: ({ finishedOrderId }) => new URLSearchParams({ order: finishedOrderId }) },
  shared: { params: ({ shareToken }) => ({ token: shareToken }) },
  instantQuote: {},
};
const ADMIN = {
  login: {},
  home: { sameAs: "the shop's / (the shell gives / to the shop)" },
  notFound: { sameAs: "the shop's /404 (the shell draws it)" },
  admin: { sameAs: '/admin/dashboard (it redirects there)' },
  dashboard: { session: 'admin' },
  resetPassword: { session: 'admin' },
  products: { session: 'admin' },
  addProduct: { session: 'admin' },
  updateProduct: { session: 'admin', params: ({ productId }) => ({ id: productId }) },
  categories: { session: 'admin' },
  addCategory: { session: 'admin' },
  editCategory: { session: 'admin', params: ({ categoryId }) => ({ id: categoryId }) },
  prototypeOptions: { session: 'admin' },
  addPrototypeOption: { session: 'admin', params: ({ prototype }) => ({ typeId: prototype.typeId }) },
  editPrototypeOption: { session: 'admin', params: ({ prototype }) => prototype },
  assemblyOptions: { session: 'admin' },
  addAssemblyOption: { session: 'admin', params: ({ assembly }) => ({ typeId: assembly.typeId }) },
  editAssemblyOption: { session: 'admin', params: ({ assembly }) => assembly },
  requests: { session: 'admin' },
  transactions: { session: 'admin' },
  paymentDetail: { session: 'admin', params: ({ orderId }) => ({ id: orderId }) },
  mailOutbox: { session: 'admin' },
  account: { session: 'admin' },
  designCapabilities: { session: 'admin' },
};

/** The table's screens, each named by its path (`:id` shown as `{id}`) and with `path(ids)` giving its address. */
function screensOf(table, screens) {
  const missing = Object.keys(table).filter((key) => !(key in screens));
  if (missing.length > 0)
    throw new Error(`bench-web: no screen for the path(s) ${missing.map((key) => table[key]).join(', ')}: add them to scripts/bench-web/screens.mjs`);
  return Object.entries(screens)
    .filter(([, screen]) => !screen.sameAs)
    .map(([key, { params, query, ...screen }]) => ({
      name: table[key].replace(/:(\w+)/g, '{$1}'),
      path: (ids) => {
        const filled = table[key].replace(/:(\w+)/g, (_, name) => encodeURIComponent(params(ids)[name]));
        return query ? `${filled}?${query(ids)}` : filled;
      },
      budgets: EVERY_SCREEN,
      session: null,
      ...screen,
    }));
}

/** Every screen, in the order printed: the shop's (with the search, issue 9's third public page), then the back office's. */
export const SCREENS = [
  ...screensOf(shopPaths, SHOP),
  { name: 'search', path: () => `/?search=${SEARCH_WORD}`, budgets: PUBLIC_PAGE, session: null },
  ...screensOf(adminPaths, ADMIN),
];

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
    const has = async (path) => (await read(origin, path, cookie)).length > 0;
    if (!(await has('/bff/api/transaction')) || !(await has('/bff/api/costom-prototype/api/transaksi'))) continue;
    if (!(await has('/bff/api/cart'))) await call(origin, 'POST', '/bff/api/cart/add-product', { cookie, body: { id_product: productId } });
    return cookie;
  }
  throw new Error('no demo buyer has orders and custom requests: is SEED_DEMO_HISTORY=true?');
}

const read = async (origin, path, cookie) => (await call(origin, 'GET', path, { cookie })).json();

/** The first item of the first option group that has one: the ids an option's edit page takes. */
const firstOption = (groups) => {
  const group = groups.find((g) => g.data.length > 0);
  return { typeId: group._id, itemId: group.data[0]._id };
};

/** A week-long share link to one of the buyer's orders: the page a supervisor opens. */
async function shareToken(origin, cookie, orderId) {
  const expires_on = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const made = await call(origin, 'POST', '/bff/api/share-links', { cookie, body: { kind: 'order', id: orderId, expires_on } });
  return (await made.json()).token;
}

/** The ids the screens' paths take: the buyer's cart line, orders and a share link; the catalogue's first entries. */
async function screenIds(origin, cookies, productId) {
  const [cartItem] = await read(origin, '/bff/api/cart', cookies.buyer);
  const orders = await read(origin, '/bff/api/transaction', cookies.buyer);
  const adminRead = (path) => read(origin, `/bff/admin/api/${path}`, cookies.admin);
  const [category] = await adminRead('admin/product/categories');
  return {
    productId,
    cartItemId: cartItem._id,
    orderId: orders[0]._id,
    finishedOrderId: orders.find((order) => order.status === 'selesai')._id,
    shareToken: await shareToken(origin, cookies.buyer, orders[0]._id),
    categoryId: category._id,
    prototype: firstOption(await adminRead('admin/costom-prototype')),
    assembly: firstOption(await adminRead('admin/costom-assembly')),
  };
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
  const [product] = await read(origin, '/bff/api/product');
  const browser = await browserId(origin);
  const cookies = {
    buyer: `${await buyerSession(origin, product._id)}; ${browser}`,
    admin: `${await signIn(origin, '/bff/admin/login', ADMIN_ACCOUNT)}; ${browser}`,
  };
  return { ids: await screenIds(origin, cookies, product._id), cookies };
}
