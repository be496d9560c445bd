import { matchPath } from '@pcb/shared-ui';

/** Every admin path, in one place (the back-office specification's routes). */
export const paths = {
  login: '/admin-login',
  home: '/',
  notFound: '/404',
  admin: '/admin',
  dashboard: '/admin/dashboard',
  resetPassword: '/admin/reset-password',
  products: '/admin/dataProduct',
  addProduct: '/admin/dataProduct/addProduct',
  updateProduct: '/admin/dataProduct/updateProduct/:id',
  categories: '/admin/kategoriPortofolio',
  addCategory: '/admin/kategoriPortofolio/addCategory',
  editCategory: '/admin/kategoriPortofolio/edit-category/:id',
  prototypeOptions: '/admin/custom-prototype',
  addPrototypeOption: '/admin/custom-prototype/addPrototype/:typeId',
  editPrototypeOption: '/admin/custom-prototype/editItemPrototype/:typeId/item/:itemId',
  assemblyOptions: '/admin/custom-assembly',
  addAssemblyOption: '/admin/custom-assembly/addAssembly/:typeId',
  editAssemblyOption: '/admin/custom-assembly/editItemAssembly/:typeId/item/:itemId',
  requests: '/admin/request-custom',
  transactions: '/admin/transaksi',
  paymentDetail: '/payment-detail/:id',
  /** Not in the spec: the mail outbox's delivery state. */
  mailOutbox: '/admin/kotak-keluar',
} as const;

/** A back-office page's address: `adminPath('transaksi', { status: ['diproses'] })` → `/admin/transaksi?status=diproses`. */
export function adminPath(page: string, query: Record<string, string[]> = {}): string {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(query)) values.forEach((value) => search.append(key, value));
  const text = search.toString();
  return `${paths.admin}/${page}${text ? `?${text}` : ''}`;
}

const status = (...values: string[]) => ({ status: values });

/** The status-filtered lists the sidebar and the dashboard link to, as the specification lists them (the stray dibatalkan-pembeli on Riwayat included). */
export const lists = {
  review: adminPath('request-custom', status('admin-review')),
  approved: adminPath('request-custom', status('disetujui')),
  checkedOut: adminPath('request-custom', status('sudah-checkout')),
  refused: adminPath('request-custom', status('ditolak-admin', 'dibatalkan-pembeli')),
  payment: adminPath('transaksi', status('menunggu-pembayaran', 'pembayaran-tertunda', 'sudah-bayar')),
  processing: adminPath('transaksi', status('diproses')),
  shipped: adminPath('transaksi', status('dikirim')),
  history: adminPath('transaksi', status('selesai', 'gagal', 'pembayaran-kadarluarsa', 'dibatalkan-admin', 'dibatalkan-pembeli')),
} as const;

/** The name each list goes by, in the sidebar and in the list's heading. */
export const listNames: Record<keyof typeof lists, string> = {
  review: 'Review File',
  approved: 'Disetujui',
  checkedOut: 'Dicheckout',
  refused: 'Ditolak',
  payment: 'Pembayaran',
  processing: 'Diproses',
  shipped: 'Dikirim',
  history: 'Riwayat',
};

interface Place {
  pathname: string;
  search: string;
}

const statusSet = (search: URLSearchParams) => [...new Set(search.getAll('status'))].sort().join('&');

/**
 * Whether the link `to` leads to the page at `place`. A status list is that list only with the same set of
 * statuses (in any order); a page without statuses is also current on the pages under it (dataProduct/addProduct).
 */
export function isCurrentPage(to: string, place: Place): boolean {
  const target = new URL(to, 'http://admin.invalid');
  if (!target.searchParams.has('status')) return matchPath({ path: target.pathname, caseSensitive: true, end: false }, place.pathname) !== null;
  return place.pathname === target.pathname && statusSet(target.searchParams) === statusSet(new URLSearchParams(place.search));
}

/** The name of the status list at `place`, if it is one of the sidebar's. */
export function currentListName(place: Place): string | undefined {
  const key = (Object.keys(lists) as (keyof typeof lists)[]).find((name) => isCurrentPage(lists[name], place));
  return key && listNames[key];
}

/** The transactions in one status (the dashboard's counts link there). */
export const transactionsIn = (value: string) => adminPath('transaksi', status(value));
