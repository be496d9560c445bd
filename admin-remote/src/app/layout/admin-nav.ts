import { adminPath, listNames, lists } from '../../lib/paths';

export interface NavEntry {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Entries without a group stand on their own at the top. */
  title?: string;
  entries: NavEntry[];
}

/** Pages named by their own path segment, as the spec's sidebar names them. */
const pages = (...names: string[]): NavEntry[] => names.map((name) => ({ label: name, to: adminPath(name) }));
/** The request and transaction lists of one status each. */
const statusLists = (...keys: (keyof typeof lists)[]): NavEntry[] => keys.map((key) => ({ label: listNames[key], to: lists[key] }));

/** The back-office sidebar as the product specification lists it, entry for entry. */
export const ADMIN_NAV: NavGroup[] = [
  { entries: [{ label: 'Dashboard', to: adminPath('dashboard') }] },
  {
    title: 'Product',
    // Beside the price lists, not in the spec's sidebar: what the centre can make (issue 36).
    entries: [
      ...pages('kategoriPortofolio', 'dataProduct', 'custom-prototype', 'custom-assembly'),
      { label: 'Kemampuan Produksi', to: adminPath('kemampuan-produksi') },
    ],
  },
  { title: 'Request Custom', entries: statusLists('review', 'approved', 'checkedOut', 'refused') },
  { title: 'Pesanan', entries: statusLists('payment', 'processing', 'shipped', 'history') },
  // Not in the spec's sidebar: where the admin sees whether mail reached the buyers.
  { title: 'Sistem', entries: [{ label: 'Kotak Keluar Email', to: adminPath('kotak-keluar') }] },
];
