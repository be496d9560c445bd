/** Every admin path, in one place (the back-office specification's routes; the build reads this table to name the page chunks: it imports nothing). */
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
  /** Not in the spec: the admin's open sessions and two-factor sign-in (issue 35). */
  account: '/admin/keamanan-akun',
  /** Not in the spec: what the centre can make, the limits of the design-rule checks (issue 36). */
  designCapabilities: '/admin/kemampuan-produksi',
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

/** The transactions in one status (the dashboard's counts link there). */
export const transactionsIn = (value: string) => adminPath('transaksi', status(value));
