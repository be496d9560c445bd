/** Every admin path, in one place (spec/admin.md §2). */
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
} as const;

/** A back-office page's address: `adminPath('transaksi', { status: ['diproses'] })` → `/admin/transaksi?status=diproses`. */
export function adminPath(page: string, query: Record<string, string[]> = {}): string {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(query)) values.forEach((value) => search.append(key, value));
  const text = search.toString();
  return `${paths.admin}/${page}${text ? `?${text}` : ''}`;
}

/** Fills a path's `:name` segments: `fillPath(paths.updateProduct, { id })`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

const status = (...values: string[]) => ({ status: values });

/** The status-filtered lists the sidebar and the dashboard link to (spec/admin.md §2, the stray dibatalkan-pembeli on Riwayat included). */
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

/** The transactions in one status (the dashboard's counts link there). */
export const transactionsIn = (value: string) => adminPath('transaksi', status(value));
