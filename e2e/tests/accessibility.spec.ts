import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths as adminPaths } from '../../admin-remote/src/lib/paths';
import { paths as shopPaths } from '../../shop-remote/src/lib/paths';
import { accessibilityViolations, dialogProblems, settled } from '../support/accessibility';
import { logInAdmin } from '../support/admin';
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { checkoutProduct, choose, newestOrderId, orderNumber, placeOrder, products, readyBuyer, type Product } from '../support/orders';
import { prototypeInReview } from '../support/custom-form';
import { gerberZip } from '../support/gerber';

// Issue 38: every screen of both route tables, at a phone's and a laptop's width, signed in as the screen
// needs, has no WCAG 2.1 A or AA violation that axe-core finds; neither has any dialog, drawer or menu it
// opens, which also must take the focus, keep it while open and give it back when closed.

const WIDTHS = [390, 1280] as const;
type Width = (typeof WIDTHS)[number];
type Role = 'visitor' | 'buyer' | 'admin';

/** What the run made for the screens to show: one buyer's cart line, custom request and unpaid order, and the ids the paths need. */
interface Made {
  product: Product;
  buyer: string;
  requestId: string;
  orderId: string;
  categoryId: string;
  prototype: { typeId: string; itemId: string };
  assembly: { typeId: string; itemId: string };
}

interface Screen {
  as: Role;
  /** The path's parameters, and a query when the screen needs one. */
  params?(made: Made): Record<string, string>;
  query?(made: Made): string;
  /** For a screen reached through another (the checkout, from the cart): goes there instead of the path. */
  reach?(page: Page, made: Made): Promise<void>;
  /** What opens each dialog, drawer and menu the screen has at this width. */
  dialogs?(page: Page, made: Made, width: Width): Locator[];
}

/** A path of a table that names no screen of its own here, and why. */
type Elsewhere = { sameAs: string };

const narrow = (width: Width, ...triggers: Locator[]) => (width === 390 ? triggers : []);
const adminFrame = (page: Page, width: Width) => [
  ...narrow(width, page.getByRole('button', { name: 'Buka menu ADMIN', exact: true })),
  page.getByRole('button', { name: 'Menu admin', exact: true }),
];
/** A list's row by the text its cell ends with (on a phone each cell also carries its column's name). */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`${text}$`) }) });

/** Every path of the shop's table: the compiler refuses a path added there and not here. */
const SHOP: Record<keyof typeof shopPaths, Screen | Elsewhere> = {
  home: {
    as: 'buyer',
    dialogs: (page, { buyer }, width) => [
      ...narrow(width, page.getByRole('button', { name: 'Buka menu', exact: true })),
      page.getByRole('button', { name: `Menu akun ${buyer}` }),
    ],
  },
  login: { as: 'visitor' },
  register: { as: 'visitor' },
  verifyEmail: { as: 'visitor', params: () => ({ token: 'token-tidak-dikenal' }) },
  resendVerification: { as: 'visitor' },
  forgotPassword: { as: 'visitor' },
  resetPassword: { as: 'visitor', params: () => ({ token: 'token-tidak-dikenal' }) },
  notFound: { as: 'visitor' },
  products: { as: 'buyer' },
  productDetail: { as: 'buyer', params: ({ product }) => ({ id: product._id }) },
  custom: { as: 'buyer' },
  productAssembly: { as: 'buyer' },
  customPrototype: { as: 'buyer' },
  customAssembly: { as: 'buyer' },
  cart: { as: 'buyer', dialogs: (page, { product }) => [page.getByRole('button', { name: `Hapus ${product.product_name}` })] },
  customCart: {
    as: 'buyer',
    dialogs: (page) => {
      const card = page.getByTestId('custom-request').first();
      return [card.getByRole('button', { name: 'Detail' }), card.getByRole('button', { name: 'Batalkan' })];
    },
  },
  checkout: {
    as: 'buyer',
    async reach(page, { product }) {
      await page.goto(shopPaths.cart);
      await page.getByRole('checkbox', { name: `Pilih ${product.product_name}`, exact: true }).check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout\?cart=/);
    },
  },
  profile: { as: 'buyer', dialogs: (page, _made, width) => narrow(width, page.getByRole('button', { name: 'Buka menu akun', exact: true })) },
  profileSettings: { as: 'buyer' },
  changePassword: { as: 'buyer' },
  sessions: { as: 'buyer' },
  transactions: {
    as: 'buyer',
    dialogs: (page, { orderId }) => [
      page.getByRole('button', { name: `Detail ${orderNumber(orderId)}` }),
      page.getByRole('button', { name: /^Batalkan / }).first(),
    ],
  },
  review: { as: 'buyer', query: ({ orderId }) => `order=${orderId}` },
  shareLinks: { as: 'buyer' },
  shared: {
    as: 'buyer',
    // A link to the buyer's unpaid order, made for the screen: the page a supervisor opens.
    async reach(page, { orderId }) {
      const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const made = await page.request.post('/bff/api/share-links', { headers: { 'x-csrf': '1' }, data: { kind: 'order', id: orderId, expires_on: inAWeek } });
      expect(made.status()).toBe(201);
      const { token } = (await made.json()) as { token: string };
      await page.goto(shopPaths.shared.replace(':token', token));
    },
  },
  instantQuote: {
    as: 'visitor',
    // With a board dropped: its picture, its checks, the price and the way to keep it are the screen.
    async reach(page) {
      await page.goto(shopPaths.instantQuote);
      await page.getByLabel(/^File desain/).setInputFiles({ name: 'board.zip', mimeType: 'application/zip', buffer: gerberZip() });
      await expect(page.getByRole('button', { name: 'Login untuk Menyimpan' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Sisi atas papan' })).toBeVisible({ timeout: 30_000 });
    },
  },
};

/** Every path of the back office's table. */
const ADMIN: Record<keyof typeof adminPaths, Screen | Elsewhere> = {
  login: { as: 'visitor' },
  home: { sameAs: 'the shop’s / (the shell gives / to the shop)' },
  notFound: { sameAs: 'the shop’s /404 (the shell draws it)' },
  admin: { sameAs: '/admin/dashboard (it redirects there)' },
  dashboard: { as: 'admin', dialogs: (page, _made, width) => adminFrame(page, width) },
  resetPassword: { as: 'admin' },
  products: {
    as: 'admin',
    dialogs: (page, { product }, width) => [
      ...adminFrame(page, width),
      page.getByRole('button', { name: `Detail ${product.product_name}` }),
      page.getByRole('button', { name: `Delete ${product.product_name}` }),
    ],
  },
  addProduct: { as: 'admin' },
  updateProduct: { as: 'admin', params: ({ product }) => ({ id: product._id }) },
  categories: { as: 'admin', dialogs: (page) => [page.getByRole('button', { name: /^Delete / }).first()] },
  addCategory: { as: 'admin' },
  editCategory: { as: 'admin', params: ({ categoryId }) => ({ id: categoryId }) },
  prototypeOptions: { as: 'admin' },
  addPrototypeOption: { as: 'admin', params: ({ prototype }) => ({ typeId: prototype.typeId }) },
  editPrototypeOption: { as: 'admin', params: ({ prototype }) => prototype },
  assemblyOptions: { as: 'admin' },
  addAssemblyOption: { as: 'admin', params: ({ assembly }) => ({ typeId: assembly.typeId }) },
  editAssemblyOption: { as: 'admin', params: ({ assembly }) => assembly },
  requests: {
    as: 'admin',
    dialogs: (page, { requestId }) => ['Detail', 'Approve', 'Reject'].map((name) => rowWith(page, requestId).getByRole('button', { name })),
  },
  transactions: {
    as: 'admin',
    // The order waits for its payment (pembayaran-tertunda): Detail is its one action.
    dialogs: (page, { orderId }) => [rowWith(page, orderNumber(orderId)).getByRole('button', { name: 'Detail' })],
  },
  paymentDetail: { as: 'admin', params: ({ orderId }) => ({ id: orderId }) },
  mailOutbox: { as: 'admin' },
  account: { as: 'admin' },
  designCapabilities: { as: 'admin' },
};

const onScreen = (entry: Screen | Elsewhere): entry is Screen => 'as' in entry;
const SCREENS = [...Object.entries(SHOP), ...Object.entries(ADMIN).map(([key, entry]) => [`admin ${key}`, entry] as const)].flatMap(([key, entry]) =>
  onScreen(entry)
    ? [{ key, path: key.startsWith('admin ') ? adminPaths[key.slice(6) as keyof typeof adminPaths] : shopPaths[key as keyof typeof shopPaths], ...entry }]
    : [],
);

function addressOf(screen: (typeof SCREENS)[number], made: Made): string {
  const params = screen.params?.(made) ?? {};
  const filled = screen.path.replace(/:(\w+)/g, (_, name: string) => params[name]);
  const query = screen.query?.(made);
  return query ? `${filled}?${query}` : filled;
}

const sessions = mkdtempSync(path.join(tmpdir(), 'e2e-a11y-'));
const sessionFile = (role: Role) => path.join(sessions, `${role}.json`);
let made: Made;

type OptionGroup = { _id: string; data: { _id: string }[] };
const firstItem = (groups: OptionGroup[]) => {
  const group = groups.find((g) => g.data.length > 0)!;
  return { typeId: group._id, itemId: group.data[0]._id };
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  // Signed out: the describe's session file does not exist yet.
  const signedOut = { storageState: { cookies: [], origins: [] } };
  const buyerPage = await browser.newPage(signedOut);
  const buyer = await readyBuyer(buyerPage);
  const [product] = await products();
  await checkoutProduct(buyerPage, product);
  await placeOrder(buyerPage);
  await choose(buyerPage, 'Tutup');
  const orderId = await newestOrderId(buyerPage);
  await buyerPage.request.post('/bff/api/cart/add-product', { headers: { 'X-CSRF': '1' }, data: { id_product: product._id } });
  const requestId = await prototypeInReview(buyerPage.request);
  await buyerPage.context().storageState({ path: sessionFile('buyer') });

  const adminPage = await browser.newPage(signedOut);
  await logInAdmin(adminPage);
  await adminPage.context().storageState({ path: sessionFile('admin') });
  const read = async <T>(address: string) => (await (await adminPage.request.get(`/bff/admin/api/${address}`)).json()) as T;
  const [category] = await read<{ _id: string }[]>('admin/product/categories');
  made = {
    product,
    buyer: buyer.username,
    requestId,
    orderId,
    categoryId: category._id,
    prototype: firstItem(await read<OptionGroup[]>('admin/costom-prototype')),
    assembly: firstItem(await read<OptionGroup[]>('admin/costom-assembly')),
  };
  await Promise.all([buyerPage.close(), adminPage.close()]);
});

/** Waits until the screen has drawn what it loads: its heading shown, no spinner left, nothing moving. */
async function drawn(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.chakra-spinner')).toHaveCount(0);
  await settled(page.locator('body'));
}

for (const role of ['visitor', 'buyer', 'admin'] as const) {
  test.describe(`${role} screens`, () => {
    test.describe.configure({ timeout: 180_000 });
    if (role !== 'visitor') test.use({ storageState: sessionFile(role) });
    // A bogus token is refused with 4xx on purpose: the screen's refusal is the state checked.
    test.use({ expectedProblems: { refusedToken: /status of 4\d\d/ } });

    for (const screen of SCREENS.filter((s) => s.as === role)) {
      test(`${screen.path} meets WCAG 2.1 AA at ${WIDTHS.join(' and ')} px, with each of its dialogs open`, async ({ page }, testInfo) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
          if (screen.reach) await screen.reach(page, made);
          else await page.goto(addressOf(screen, made));
          await drawn(page);
          await page.screenshot({ path: testInfo.outputPath(`${screen.key}-${width}.png`), fullPage: true });
          expect.soft(await accessibilityViolations(page), `${screen.path} at ${width} px`).toEqual([]);
          for (const trigger of screen.dialogs?.(page, made, width) ?? []) {
            expect.soft(await dialogProblems(page, trigger), `${trigger} on ${screen.path} at ${width} px`).toEqual([]);
          }
        }
      });
    }
  });
}
